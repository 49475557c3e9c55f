import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Customer, PaymentType, Prescription, ProductLookupItem, StockEntry } from '@hanout/contract';
import { ApiError, errorDetail } from '../../common/api';
import { newIdempotencyKey } from '../../common/queries';
import { printPdf, type SavedDocument } from '../../common/files';
import { useWalkInCustomer, walkInCustomerQuery } from '../../common/catalog';
import { allowPastCreditLimit } from '../../domain/sale/creditLimit';
import { t } from '../../common/i18n';
import {
  addUnit,
  afterSale,
  EMPTY_COUNTER_DRAFT,
  quantityOf,
  readDraft,
  removeLine,
  saleBlocker,
  saleTotal,
  sameAllocation,
  setQuantity,
  settlement,
  swapProduct,
  toInvoiceRequest,
  type CounterDraft,
  type CounterLine,
  type SentSale,
} from '../../domain/sale/saleDraft';
import { addBox, setLot } from '../../domain/sale/lots';
import { allocateLines } from '../../domain/sale/unitSale';
import { fetchReceipt, fetchSoldInvoice, SELLABLE_BATCHES, useSaveSale, useSellableBatches } from './api';
import { boxProblem, unknownLotNotice } from './scannedBox';

/** The sale just made, kept on screen for its receipt and its change. */
export interface FinishedSale extends SavedDocument {
  total: number;
  paid: number;
  change: number;
  due: number;
}

/**
 * The counter's sale: its lines (allocated to batches as the server will), customer and payment,
 * kept in this browser under `storageKey` so that a reload or a closed tab loses nothing.
 */
export function useCounterDraft(storageKey: string) {
  const [draft, setDraft] = useState<CounterDraft>(() => readDraft(localStorage.getItem(storageKey)));
  const [notice, setNotice] = useState<string | null>(null);
  const [finished, setFinished] = useState<FinishedSale | null>(null);
  const [printing, setPrinting] = useState(false);
  const walkIn = useWalkInCustomer().data ?? null;
  const customer = draft.customer ?? walkIn;
  // Each line's product's batches, and those of the pack a line sold by the unit opens.
  const productIds = [...new Set(draft.lines.flatMap((line) => [line.product.id, ...(line.pack ? [line.pack.id] : [])]))];
  const batches = useSellableBatches(productIds);
  const batchesOf = (found: { data?: StockEntry[] }[]) => (productId: number) => found[productIds.indexOf(productId)]?.data;
  const save = useSaveSale();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (draft === EMPTY_COUNTER_DRAFT) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify(draft));
  }, [draft, storageKey]);

  // Another tab of this counter changed the basket (or sold it): this one shows it as it is now.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== storageKey) return;
      setDraft(readDraft(event.newValue));
      setNotice(null);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [storageKey]);

  const lines = allocateLines(draft.lines, batchesOf(batches));
  const total = saleTotal(lines);
  const money = settlement(total, draft.received);
  const blocker = saleBlocker(lines, money, customer?.walkIn ?? true, draft.paymentType);

  const change = (next: Partial<CounterDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setNotice(null);
  };

  /** One more unit of the product (of the batch a box's GS1 scan names), or why not (shown under the scan field). */
  function addProduct(product: ProductLookupItem): string | null {
    const refused = boxProblem(draft.lines, product);
    if (refused) return refused;
    const inSale = quantityOf(draft.lines, product.id);
    if (product.availableQuantity === 0) return t('{{name}} is out of stock (expired batches are never sold)', { name: product.name });
    if (inSale >= product.availableQuantity) {
      return t('Only {{count}} of {{name}} can be sold', { count: product.availableQuantity, name: product.name });
    }
    const { batch } = product;
    setDraft((current) => ({
      ...current,
      lines: batch ? addBox(current.lines, product, batch.id, product.scan?.serial ?? null) : addUnit(current.lines, product),
    }));
    setNotice(unknownLotNotice(product));
    setFinished(null);
    return null;
  }

  /**
   * Set at once on F9 (before the batches are read again), so that a second F9, a key held down or
   * a double click never sends the basket a second time once the first sale has its number.
   */
  const finishing = useRef(false);
  const [saving, setSaving] = useState(false);

  async function finish(): Promise<void> {
    if (finishing.current) return;
    finishing.current = true;
    setSaving(true);
    try {
      await submit(false);
    } finally {
      finishing.current = false;
      setSaving(false);
    }
  }

  /**
   * Sends the basket as a sale; or, when it was sent and its answer lost (`draft.sent`), sends that
   * same request again, without checking it against the stock it took.
   */
  async function submit(allowOverCreditLimit: boolean, resent: SentSale | undefined = draft.sent): Promise<void> {
    const sale = resent ?? (await newSale(allowOverCreditLimit));
    if (!sale) return;
    try {
      const saved = await save.mutateAsync({ body: sale.request, saleKey: sale.saleKey });
      // What the clerk scanned while the sale was being saved is not in it: it stays, for the next.
      setDraft((current) => afterSale(current, sale.request));
      setNotice(null);
      setFinished({ ...saved, total, paid: money.paid, change: money.change, due: money.due });
      void showRecorded(saved);
    } catch (error) {
      // Refused, the sale was not made: the basket is sent anew next time, checked again.
      if (error instanceof ApiError && error.status < 500) setDraft((current) => ({ ...current, sent: undefined }));
      if (!allowOverCreditLimit && (await allowPastCreditLimit(error))) return submit(true, undefined);
      // A refusal (stock taken meanwhile) is drawn against the batches as they are now.
      await queryClient.invalidateQueries({ queryKey: SELLABLE_BATCHES });
      if (!(error instanceof ApiError)) {
        setNotice(t('No answer from the server: the sale may be recorded. Press F9 again: a basket is never sold twice.'));
      } else setNotice(errorDetail(error));
    }
  }

  /**
   * The sale of the basket as the screen shows it, checked against the stock as it is now, stored
   * with the basket (and its key) before it is sent; undefined when it cannot be sold as shown.
   */
  async function newSale(allowOverCreditLimit: boolean): Promise<SentSale | undefined> {
    if (blocker) {
      setNotice(blocker);
      return undefined;
    }
    // F9 right after the screen opened: the walk-in customer may still be on its way.
    const buyer: Customer = customer ?? (await queryClient.fetchQuery(walkInCustomerQuery));
    // The batches as they are now: another till's sale or a new delivery may have changed what is
    // taken first since the lines were drawn, and the clerk must not announce a total or a lot the
    // invoice will not have. The screen then shows the new lines, to be finished again.
    // A line scanned just before (its batches still being read) was shown without its price.
    const shownWhole = batches.every((batch) => batch.data !== undefined);
    const fresh = await Promise.all(batches.map((batch) => batch.refetch()));
    if (!sameAllocation(lines, allocateLines(draft.lines, batchesOf(fresh)))) {
      setNotice(
        shownWhole
          ? t('The batches or prices have changed since the lines were shown: check the total, then finish again.')
          : t('A product scanned was still being added: check the total, then finish again.'),
      );
      return undefined;
    }
    const sale = { saleKey: newIdempotencyKey(), request: { ...toInvoiceRequest(draft, buyer, money.paid), allowOverCreditLimit } };
    localStorage.setItem(storageKey, JSON.stringify({ ...draft, sent: sale }));
    setDraft((current) => ({ ...current, sent: sale }));
    return sale;
  }

  /** The sale's figures as its invoice recorded them: the change to give back is the invoice's, not the screen's. */
  async function showRecorded(saved: SavedDocument) {
    try {
      const invoice = await fetchSoldInvoice(saved.id);
      setFinished((shown) =>
        shown?.id === saved.id
          ? {
              ...shown,
              total: invoice.totalInclVat,
              paid: invoice.invoicePayment.payment,
              change: invoice.invoicePayment.change,
              due: invoice.remainingDue,
            }
          : shown,
      );
    } catch {
      // The sale is made; the figures shown were checked against the batches just before it was saved.
    }
  }

  async function printReceipt() {
    if (!finished || printing) return;
    setPrinting(true);
    try {
      printPdf(await fetchReceipt(finished.id));
    } catch (error) {
      setNotice(errorDetail(error));
    } finally {
      setPrinting(false);
    }
  }

  return {
    lines,
    customer,
    walkIn,
    received: draft.received,
    paymentType: draft.paymentType,
    total,
    money,
    blocker,
    notice,
    finished,
    saving,
    printing,
    inProgress: draft.lines.length > 0,
    addProduct,
    setQuantity: (key: string, quantity: number) => change({ lines: setQuantity(draft.lines, key, quantity) }),
    removeLine: (key: string) => change({ lines: removeLine(draft.lines, key) }),
    /** The sellable batches of a product, first expiring first (undefined while read). */
    lotsOf: batchesOf(batches),
    setLot: (key: string, batchId: number | null) => change({ lines: setLot(draft.lines, key, batchId) }),
    /** Rewrites the lines as they are when it applies (a line turned between packs and units). */
    changeLines: (update: (lines: CounterLine[]) => CounterLine[]) => {
      setDraft((current) => ({ ...current, lines: update(current.lines) }));
      setNotice(null);
    },
    /** The line of `productId` sold as a generic instead. */
    swapProduct: (productId: number, other: ProductLookupItem) => change({ lines: swapProduct(draft.lines, productId, other) }),
    setCustomer: (picked: Customer | null) => change({ customer: picked?.walkIn ? null : picked }),
    setReceived: (received: string) => change({ received }),
    setPaymentType: (paymentType: PaymentType) => change({ paymentType }),
    prescription: draft.prescription,
    setPrescription: (prescription: Prescription) => change({ prescription }),
    clear: () => {
      setDraft(EMPTY_COUNTER_DRAFT);
      setNotice(null);
    },
    finish,
    /** A message under the sale's figures until its next change (cleared as any notice is). */
    warn: setNotice,
    printReceipt,
  };
}
