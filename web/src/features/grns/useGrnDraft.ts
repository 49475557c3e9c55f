import { useState } from 'react';
import { useForm } from '@mantine/form';
import type { Product, Supplier } from '@hanout/contract';
import { errorDetail } from '../../common/api';
import { openPdf } from '../../common/files';
import { askConfirm, confirmDelete, showError, showMessage, showSuccess } from '../../common/dialogs';
import {
  EMPTY_PAYMENT,
  addOrMerge,
  balanceOf,
  buyingPriceInclVat,
  grnTotals,
  indexOfBatch,
  removeAt,
  sellsBelowCost,
  toGrnRequest,
  type GrnDraftItem,
  type PaymentFormValues,
} from './grnDraft';
import { useSaveGrn } from './api';
import { t } from '../../common/i18n';
import { lazyRules, localizedResolver } from '../../common/validation';
import { formatMoney } from '../../common/money';

/** The forms' rules, with Zod: asked for when the user enters a form. */
const loadForms = () => import('./grnForms');

const warn = (text: string) => showMessage({ title: t('Oops...'), text, kind: 'warning' });

/**
 * The Add GRN screen's draft: the supplier, the product being received, the items and the payment,
 * with the dialogs that confirm a merge or a deletion and offer the saved GRN's PDF.
 */
export function useGrnDraft() {
  const [supplier, setSupplier] = useState<Supplier | null>(null);
  const [product, setProduct] = useState<Product | null>(null);
  const [items, setItems] = useState<GrnDraftItem[]>([]);
  const save = useSaveGrn();
  const [paymentRules] = useState(() =>
    lazyRules<PaymentFormValues>(() => loadForms().then((forms) => localizedResolver(forms.paymentFormSchema))),
  );
  const paymentForm = useForm<PaymentFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_PAYMENT,
    validate: paymentRules.validate,
  });

  const totals = grnTotals(items);
  const total = totals.inclVat;
  const payment = Number(paymentForm.values.payment) || 0;
  const balance = balanceOf(payment, total);

  async function addItem(item: GrnDraftItem): Promise<boolean> {
    if (sellsBelowCost(item)) {
      const sellAtLoss = await askConfirm({
        title: t('Selling price below the buying price'),
        text: t('{{name}} would sell at {{selling}}, under its buying price with VAT ({{buying}}). Record this line anyway?', {
          name: item.product.name,
          selling: formatMoney(item.sellingPrice),
          buying: formatMoney(buyingPriceInclVat(item)),
        }),
        confirmLabel: t('Yes, record it'),
        cancelLabel: t('No, correct it'),
      });
      if (!sellAtLoss) return false;
    }
    if (indexOfBatch(items, item) >= 0) {
      const merge = await askConfirm({
        title: t('Product already added'),
        text: t('{{name}} is already in this GRN. Add {{quantity}} to its quantity and replace its prices and dates?', {
          name: item.product.name,
          quantity: item.quantity,
        }),
        confirmLabel: t('Yes, update it!'),
      });
      if (!merge) return false;
    }
    setItems((current) => addOrMerge(current, item));
    setProduct(null);
    return true;
  }

  async function deleteItem(index: number) {
    if (!(await confirmDelete())) return;
    setItems((current) => removeAt(current, index));
    await showSuccess(t('Deleted!'), t('Item has been deleted.'));
  }

  async function submit() {
    if (!supplier) return warn(t('Please select a supplier first.'));
    if (items.length === 0) return warn(t('Please add products to the grn before checkout.'));
    if (paymentForm.values.payment !== '' && Number(paymentForm.values.payment) < 0) return warn(t('Payment cannot be negative'));
    await paymentRules.ready();
    if (paymentForm.validate().hasErrors) return;
    const values = (await loadForms()).paymentFormSchema.parse(paymentForm.getValues());
    try {
      const pdf = await save.mutateAsync(toGrnRequest(supplier, items, values));
      setSupplier(null);
      setProduct(null);
      setItems([]);
      paymentForm.reset();
      const download = await askConfirm({
        title: t('GRN Added Successfully!'),
        text: t('Do you need to download the GRN?'),
        confirmLabel: t('Yes'),
        cancelLabel: t('No'),
      });
      if (download) openPdf(pdf);
    } catch (error) {
      await showError(t('Something went wrong'), errorDetail(error, t('The GRN was not saved.')));
    }
  }

  return {
    supplier,
    setSupplier,
    product,
    setProduct,
    items,
    paymentForm,
    total,
    totals,
    balance,
    /** For the payment form's focus: its rules are loaded then. */
    loadPaymentRules: () => void paymentRules.ready(),
    saving: save.isPending,
    addItem,
    deleteItem,
    submit,
  };
}
