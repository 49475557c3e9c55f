import { useState } from 'react';
import { useForm } from '@mantine/form';
import { PRESCRIPTION_PROBLEM, type Customer, type InvoiceRequest, type Prescription, type StockEntry } from '@hanout/contract';
import { ApiError } from '../../common/api';
import { allowPastCreditLimit } from '../../domain/sale/creditLimit';
import { openPdf } from '../../common/files';
import { askConfirm, confirmDelete, showError, showMessage, showSuccess } from '../../common/dialogs';
import {
  addOrMerge,
  balanceOf,
  canAdd,
  grandTotal,
  parseQuantity,
  quantityInDraft,
  removeAt,
  submitBlocker,
  type DraftItem,
  type PaymentValues,
} from '../../domain/sale/saleDraft';
import { paymentForm } from '../../domain/sale/paymentForm';
import { useWalkInCustomer } from '../../common/catalog';
import { useSaveInvoice } from './api';
import { t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';

interface PrescriptionAsked {
  values: PaymentValues;
  allowOverCreditLimit: boolean;
  prescription: Prescription | undefined;
  problem: string;
}

/**
 * The Add Invoice screen's draft: the customer, the stock line being added, the items and the
 * payment, with the dialogs that confirm a merge or a removal and offer the saved invoice's PDF.
 */
export function useInvoiceDraft() {
  // The walk-in customer until another is picked, and again after each sale.
  const walkIn = useWalkInCustomer().data ?? null;
  const [picked, setCustomer] = useState<Customer | null>(null);
  const customer = picked ?? walkIn;
  const [stock, setStock] = useState<StockEntry | null>(null);
  const [quantity, setQuantity] = useState<number | string>('');
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [items, setItems] = useState<DraftItem[]>([]);
  /** The sale refused for want of a prescription (or a narcotic's national ID): asked, then sent again with it. */
  const [prescriptionAsked, setPrescriptionAsked] = useState<PrescriptionAsked | null>(null);
  const save = useSaveInvoice();

  const form = useForm<PaymentValues>({
    mode: 'controlled',
    initialValues: { payment: '', paymentType: '' },
    validate: localizedResolver(paymentForm),
    validateInputOnChange: true,
  });

  const total = grandTotal(items);
  const balance = balanceOf(form.values.payment, total);
  const available = stock ? stock.quantity - quantityInDraft(items, stock.id) : null;

  async function addItem() {
    const requested = parseQuantity(quantity);
    if (stock && requested === null) {
      setQuantityError(t('Quantity must be a whole number of at least 1'));
      return;
    }
    if (!stock || !canAdd(items, stock, requested ?? 0)) {
      if (stock) setQuantityError(t('Only {{count}} available', { count: available ?? 0 }));
      await showMessage({ title: t('Oops...'), text: t('Please select a product!'), kind: 'warning' });
      return;
    }
    const listed = items.some((item) => item.stock.id === stock.id);
    if (listed) {
      const merge = await askConfirm({
        title: t('Product already added to the list. Do you want to update the quantity?'),
        confirmLabel: t('Yes'),
        cancelLabel: t('No'),
      });
      if (!merge) return;
    }
    setItems((current) => addOrMerge(current, stock, requested!));
    setStock(null);
    setQuantity('');
    setQuantityError(null);
    if (listed) await showSuccess(t('Product updated successfully!'));
  }

  async function removeItem(index: number) {
    if (!(await confirmDelete())) return;
    setItems((current) => removeAt(current, index));
    await showSuccess(t('Deleted!'), t('The item has been removed from the invoice.'));
  }

  async function submit(values: PaymentValues, allowOverCreditLimit = false, prescription?: Prescription): Promise<void> {
    const blocker = submitBlocker(items, values, customer !== null);
    if (blocker) {
      await showMessage({ title: t('Oops...'), text: blocker, kind: 'warning' });
      return;
    }
    const body: InvoiceRequest = {
      customer: customer!,
      invoiceItems: items,
      invoicePayment: {
        payment: Number(values.payment),
        balance,
        paymentType: values.paymentType as InvoiceRequest['invoicePayment']['paymentType'],
      },
      allowOverCreditLimit,
      ...(prescription ? { prescription } : {}),
    };
    let pdf: File;
    try {
      pdf = await save.mutateAsync(body);
    } catch (error) {
      if (!allowOverCreditLimit && (await allowPastCreditLimit(error))) return submit(values, true, prescription);
      if (error instanceof ApiError && error.type === PRESCRIPTION_PROBLEM) {
        setPrescriptionAsked({ values, allowOverCreditLimit, prescription, problem: error.detail });
        return;
      }
      const detail = error instanceof ApiError && error.status === 409 ? error.detail : t('Something went wrong');
      await showError(t('Error!'), detail);
      return;
    }
    setCustomer(null);
    setStock(null);
    setQuantity('');
    setQuantityError(null);
    setItems([]);
    form.reset();
    const download = await askConfirm({
      title: t('Invoice Added Successfully! Do you need to download the Invoice?'),
      confirmLabel: t('Yes'),
      cancelLabel: t('No'),
    });
    if (download) openPdf(pdf);
  }

  function pickStock(picked: StockEntry) {
    setStock(picked);
    setQuantityError(null);
  }

  function typeQuantity(value: number | string) {
    setQuantity(value);
    setQuantityError(null);
  }

  return {
    customer,
    setCustomer,
    stock,
    pickStock,
    quantity,
    typeQuantity,
    quantityError,
    items,
    form,
    total,
    balance,
    available,
    saving: save.isPending,
    addItem,
    removeItem,
    submit,
    prescriptionAsked,
    /** Sends the refused sale again with its prescription. */
    prescribe: (prescription: Prescription) => {
      if (!prescriptionAsked) return;
      setPrescriptionAsked(null);
      void submit(prescriptionAsked.values, prescriptionAsked.allowOverCreditLimit, prescription);
    },
    dropPrescription: () => setPrescriptionAsked(null),
  };
}
