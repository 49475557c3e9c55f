import type { Customer, InvoiceRequest, PaymentType, Prescription, ProductLookupItem, StockEntry } from '@hanout/contract';
import { formatMoney, multiplyMoney, subtractMoney, sumMoney } from '../../common/money';
import { t } from '../../common/i18n';

/*
 * The sale being made, whichever screen makes it: the counter sells products (the server takes
 * their batches first expiring first, the screen shows how), Add Invoice sells chosen batches.
 * Both price their lines the same, total them the same and give change in cash only.
 */

// ---- Lines ----------------------------------------------------------------------------------

/** A line's quantity can be sold: a whole number of units, at least one. */
export const validQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= 1;

/** A whole quantity of at least 1 as typed, or null. */
export function parseQuantity(value: number | string): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  return validQuantity(number) ? number : null;
}

/** What a line costs: its units at their batch's price. */
const priced = (sellingPrice: number, quantity: number) => multiplyMoney(sellingPrice, quantity);

/** The sale's total: the sum of its lines, in centimes. */
export const saleTotal = (lines: { total: number }[]): number => sumMoney(lines.map((line) => line.total));

/**
 * A line of the counter's sale: a product and how many; the server picks the batches, first expiring
 * first, unless the line names its batch (a box's GS1 scan, or a lot chosen by hand: lots.ts).
 */
export interface CounterLine {
  product: ProductLookupItem;
  quantity: number;
  /** The batch the line sells, when it names one. */
  batchId?: number;
  /** The serial numbers of the boxes scanned on a line naming its batch (GS1 AI 21). */
  serials?: string[];
  /** Sold by the unit: the pack whose unit product `product` is; its packs open when the loose units run short (unitSale.ts). */
  pack?: ProductLookupItem;
}

/** What tells a line from the others: its product, and its batch when it names one. */
export const lineKey = (line: CounterLine): string =>
  line.batchId === undefined ? String(line.product.id) : `${line.product.id}@${line.batchId}`;

/** One batch's share of a line, as the server will take it. */
export interface BatchShare {
  batch: StockEntry;
  quantity: number;
  /** Packs opened into this batch for the line (a line sold by the unit). */
  opened?: number;
}

/** A line as it will be sold: the batches it takes (first expiring first), its total, and what is missing. */
export interface AllocatedLine extends CounterLine {
  shares: BatchShare[];
  total: number;
  /** Units asked for beyond what the unexpired batches hold (0 when the line can be sold). */
  short: number;
}

/**
 * Takes `quantity` from `batches` in their order (the server's: first expiring first, expired ones
 * left out), as the sale will. Without the batches yet, the line is priced at the lookup's price.
 */
export function allocate(line: CounterLine, batches: StockEntry[] | undefined): AllocatedLine {
  // A quantity being typed (empty, 0, 1,5 or -2) takes nothing: its line says what is wrong instead.
  if (!validQuantity(line.quantity)) return { ...line, shares: [], total: 0, short: 0 };
  if (!batches) {
    const short = Math.max(line.quantity - line.product.availableQuantity, 0);
    return { ...line, shares: [], total: priced(line.product.price ?? 0, line.quantity), short };
  }
  const shares: BatchShare[] = [];
  let left = line.quantity;
  for (const batch of batches) {
    if (left === 0) break;
    const taken = Math.min(batch.quantity, left);
    shares.push({ batch, quantity: taken });
    left -= taken;
  }
  return { ...line, shares, total: sumMoney(shares.map((share) => priced(share.batch.sellingPrice, share.quantity))), short: left };
}

/** Whether two allocations take the same units of the same batches at the same prices. */
export function sameAllocation(shown: AllocatedLine[], now: AllocatedLine[]): boolean {
  const key = (lines: AllocatedLine[]) =>
    JSON.stringify(
      lines.map((line) => [line.total, line.short, line.shares.map((share) => [share.batch.id, share.quantity, share.batch.sellingPrice])]),
    );
  return key(shown) === key(now);
}

/** Adds one unit of the product: a new line, or one more on its line (a second scan). */
export function addUnit(lines: CounterLine[], product: ProductLookupItem): CounterLine[] {
  const index = lines.findIndex((line) => line.product.id === product.id && line.batchId === undefined);
  if (index < 0) return [...lines, { product, quantity: 1 }];
  return lines.map((line, i) => (i === index ? { ...line, product, quantity: line.quantity + 1 } : line));
}

/** The units of a product the sale holds, on all its lines. */
export const quantityOf = (lines: CounterLine[], productId: number): number =>
  lines.reduce((sum, line) => sum + (line.product.id === productId ? line.quantity : 0), 0);

export const setQuantity = (lines: CounterLine[], key: string, quantity: number): CounterLine[] =>
  lines.map((line) => (lineKey(line) === key ? { ...line, quantity } : line));

export const removeLine = (lines: CounterLine[], key: string): CounterLine[] => lines.filter((line) => lineKey(line) !== key);

/**
 * The line of `productId` sold as `other` instead (a generic), with its quantity; a line of `other`
 * already in the sale takes that quantity too.
 */
export function swapProduct(lines: CounterLine[], productId: number, other: ProductLookupItem): CounterLine[] {
  const swapped = lines.find((line) => line.product.id === productId);
  if (!swapped || productId === other.id) return lines;
  const merged = lines.some((line) => line.product.id === other.id);
  return lines.flatMap((line) => {
    if (line.product.id === other.id) return [{ product: other, quantity: line.quantity + swapped.quantity }];
    if (line === swapped) return merged ? [] : [{ product: other, quantity: line.quantity }];
    return [line];
  });
}

/** A line of Add Invoice: one chosen batch, in the shape the invoice request sends it. */
export interface DraftItem {
  stock: StockEntry;
  quantity: number;
  sellingPrice: number;
  total: number;
  manufactureDate: string;
  expireDate: string;
}

/** How many units of a stock line the draft already takes. */
export const quantityInDraft = (items: DraftItem[], stockId: number): number =>
  items.filter((item) => item.stock.id === stockId).reduce((sum, item) => sum + item.quantity, 0);

/** The item rule: a stock is selected and available − (already in the draft + requested) is not negative. */
export function canAdd(items: DraftItem[], stock: StockEntry | null, quantity: number): boolean {
  if (!stock) return false;
  return stock.quantity - quantityInDraft(items, stock.id) - quantity >= 0;
}

export const newItem = (stock: StockEntry, quantity: number): DraftItem => ({
  stock,
  quantity,
  sellingPrice: stock.sellingPrice,
  total: priced(stock.sellingPrice, quantity),
  manufactureDate: stock.manufactureDate,
  expireDate: stock.expireDate,
});

/** Adds a line, or, for a stock line already listed, sums the quantities and refreshes its price and total. */
export function addOrMerge(items: DraftItem[], stock: StockEntry, quantity: number): DraftItem[] {
  const index = items.findIndex((item) => item.stock.id === stock.id);
  if (index < 0) return [...items, newItem(stock, quantity)];
  return items.map((item, i) => (i === index ? newItem(stock, item.quantity + quantity) : item));
}

export const removeAt = (items: DraftItem[], index: number): DraftItem[] => items.filter((_, i) => i !== index);

export const grandTotal = (items: DraftItem[]): number => saleTotal(items);

// ---- Payment and change ---------------------------------------------------------------------

/**
 * Change from this much on is refused as a typing slip or a code scanned into the amount received
 * (0361234 read as 361,234 DH): no customer hands over a thousand dirhams more than the total.
 */
export const MAX_CHANGE = 1000;

/** As the server rules: change is given in cash only (an unchosen type, '', is not a card). */
export const changeBlocker = (paymentType: string, change: number): string | null =>
  paymentType !== '' && paymentType !== 'CASH' && change > 0
    ? t('A card or a cheque pays the total at most: only cash is given change')
    : null;

/** The counter's money: what is paid (the total when nothing is typed), the change to give back (none on an empty basket), what remains due. */
export function settlement(total: number, received: string) {
  // '1 000' and '1 000,50' as French writes thousands (spaces, no-break spaces) are read too.
  const digits = received.replace(/[\s\u00a0\u202f]/g, '');
  // Dirhams and at most two decimals, with a comma or a point: not '1e3', '0x10' nor '1,000' read as 1.
  const amount = /^\d+([.,]\d{1,2})?$/.test(digits) ? Number(digits.replace(',', '.')) : null;
  const paid = amount ?? total;
  const balance = subtractMoney(paid, total);
  const problem =
    amount !== null && balance >= MAX_CHANGE
      ? t('Change of {{change}}? Check the amount received', { change: formatMoney(balance) })
      : digits === '' || amount !== null
        ? null
        : digits.startsWith('-')
          ? t('Payment cannot be negative')
          : t('Type the amount received as a number, such as 50 or 12.50');
  return {
    paid,
    // An empty basket gives nothing back, whatever is typed before the first scan.
    change: total > 0 ? Math.max(balance, 0) : 0,
    due: Math.max(-balance, 0),
    problem,
  };
}

/** Add Invoice's balance: payment − grand total; an empty payment counts as 0. */
export function balanceOf(payment: number | string, total: number): number {
  const paid = typeof payment === 'number' && Number.isFinite(payment) ? payment : Number(payment) || 0;
  return subtractMoney(paid, total);
}

// ---- What stops a sale ----------------------------------------------------------------------

/** Why the counter's sale cannot be finished yet, or null. */
export function saleBlocker(
  lines: AllocatedLine[],
  money: ReturnType<typeof settlement>,
  walkIn: boolean,
  paymentType: PaymentType,
): string | null {
  if (lines.length === 0) return t('Scan or type a product to start the sale');
  const invalid = lines.find((line) => !validQuantity(line.quantity));
  if (invalid) return t('Quantity must be a whole number of at least 1');
  const short = lines.find((line) => line.short > 0);
  if (short) return t('Only {{count}} of {{name}} can be sold', { count: short.quantity - short.short, name: short.product.name });
  if (money.problem) return money.problem;
  if (walkIn && money.due > 0) return t('The walk-in customer pays in full: pick the customer to sell on credit');
  return changeBlocker(paymentType, money.change);
}

/** The payment panel's values of Add Invoice (its rules, with Zod, are in paymentForm.ts). */
export interface PaymentValues {
  payment: number | string;
  paymentType: string;
}

/** The first submit rule of Add Invoice that blocks (items, payment, customer, in that order), or null when the invoice may be sent. */
export function submitBlocker(items: DraftItem[], { payment, paymentType }: PaymentValues, customerSelected: boolean): string | null {
  if (items.length === 0) return t('Please add at least one product!');
  if (Number(payment) < 0) return t('Payment cannot be negative');
  if (!customerSelected) return t('Please select a customer first.');
  return changeBlocker(paymentType, balanceOf(payment, grandTotal(items)));
}

// ---- The counter's kept sale ----------------------------------------------------------------

/** What the counter keeps between reloads. */
export interface CounterDraft {
  lines: CounterLine[];
  /** null: the walk-in customer. */
  customer: Customer | null;
  /** The amount handed over as typed; empty means exactly the total. */
  received: string;
  paymentType: PaymentType;
  /** The prescription the sale is dispensed on, once typed (asked when a line needs one). */
  prescription?: Prescription;
  /**
   * The sale as it was sent, with its Idempotency-Key, kept with the basket until the server answers
   * it: after a lost answer, F9 (after a reload too, or in another tab showing the basket) sends that
   * same request again, and gets the sale already made instead of making it twice, whatever the
   * stock or the basket became since. A new basket starts without one.
   */
  sent?: SentSale;
}

export interface SentSale {
  saleKey: string;
  request: InvoiceRequest;
}

export const EMPTY_COUNTER_DRAFT: CounterDraft = { lines: [], customer: null, received: '', paymentType: 'CASH' };

/**
 * The draft once `sold` is saved: units scanned while it was being saved (beyond the sale's) stay on
 * screen as the next sale's; everything else starts afresh.
 */
export function afterSale(current: CounterDraft, sold: InvoiceRequest): CounterDraft {
  const soldOf = (line: CounterLine) =>
    sold.invoiceItems.reduce(
      (sum, item) =>
        sum + ((line.batchId === undefined ? item.product?.id === line.product.id : item.stock?.id === line.batchId) ? item.quantity : 0),
      0,
    );
  const lines = current.lines.map((line) => remainderOf(line, soldOf(line), sold)).filter((line) => line.quantity > 0);
  return lines.length > 0 ? { ...EMPTY_COUNTER_DRAFT, lines } : EMPTY_COUNTER_DRAFT;
}

/**
 * What the line's units are left after `quantity` of them were sold in `sold` (units scanned while it
 * was being saved), with the serials of the boxes not sold.
 */
function remainderOf(line: CounterLine, quantity: number, sold: InvoiceRequest): CounterLine {
  if (!line.serials) return { ...line, quantity: line.quantity - quantity };
  const soldSerials = new Set(
    sold.invoiceItems.flatMap((item) => (item.stock?.id === line.batchId && 'serial' in item && item.serial ? [item.serial] : [])),
  );
  return { ...line, quantity: line.quantity - quantity, serials: line.serials.filter((serial) => !soldSerials.has(serial)) };
}

/**
 * A line as the sale's request sends it: by product (the server takes its batches first expiring
 * first), or by its batch, a unit for each box scanned with its serial, then the other units.
 */
function invoiceItemsOf(line: CounterLine): InvoiceRequest['invoiceItems'] {
  if (line.batchId === undefined) return [{ product: { id: line.product.id }, quantity: line.quantity }];
  const stock = { id: line.batchId };
  const serials = (line.serials ?? []).slice(0, line.quantity);
  const rest = line.quantity - serials.length;
  return [...serials.map((serial) => ({ stock, quantity: 1, serial })), ...(rest > 0 ? [{ stock, quantity: rest }] : [])];
}

export function toInvoiceRequest(draft: CounterDraft, customer: Customer, paid: number): InvoiceRequest {
  return {
    customer: { id: customer.id },
    invoiceItems: draft.lines.flatMap(invoiceItemsOf),
    invoicePayment: { payment: paid, paymentType: draft.paymentType },
    ...(draft.prescription ? { prescription: draft.prescription } : {}),
  };
}

/** A stored draft, or the empty one when what is stored is missing or not a draft. */
export function readDraft(stored: string | null): CounterDraft {
  if (!stored) return EMPTY_COUNTER_DRAFT;
  try {
    const draft = JSON.parse(stored) as Partial<CounterDraft>;
    if (
      !Array.isArray(draft.lines) ||
      typeof draft.received !== 'string' ||
      typeof draft.paymentType !== 'string' ||
      !(draft.sent === undefined || (typeof draft.sent?.saleKey === 'string' && Array.isArray(draft.sent.request?.invoiceItems)))
    ) {
      return EMPTY_COUNTER_DRAFT;
    }
    // A basket kept from before products had active ingredients: its lines have none.
    const lines = draft.lines.map((line) => ({ ...line, product: { ...line.product, dci: line.product.dci ?? [] } }));
    return { ...EMPTY_COUNTER_DRAFT, ...draft, lines };
  } catch {
    return EMPTY_COUNTER_DRAFT;
  }
}
