import { z } from 'zod';
import { amount, paymentType, type StockEntry } from '@hanout/contract';
import { multiplyMoney, subtractMoney, sumMoney } from '../../common/money';
import { typedNumber } from '../../common/typedNumber';
import { t } from '../../common/i18n';

/** A line of the Add Invoice draft, in the shape the invoice request sends it. */
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

/** A whole quantity of at least 1, or null. */
export function parseQuantity(value: number | string): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(number) && number >= 1 ? number : null;
}

/** The item rule: a stock is selected and available − (already in the draft + requested) is not negative. */
export function canAdd(items: DraftItem[], stock: StockEntry | null, quantity: number): boolean {
  if (!stock) return false;
  return stock.quantity - quantityInDraft(items, stock.id) - quantity >= 0;
}

export const newItem = (stock: StockEntry, quantity: number): DraftItem => ({
  stock,
  quantity,
  sellingPrice: stock.sellingPrice,
  total: multiplyMoney(stock.sellingPrice, quantity),
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

export const grandTotal = (items: DraftItem[]): number => sumMoney(items.map((item) => item.total));

/** Payment − grand total; an empty payment counts as 0. */
export function balanceOf(payment: number | string, total: number): number {
  const paid = typeof payment === 'number' && Number.isFinite(payment) ? payment : Number(payment) || 0;
  return subtractMoney(paid, total);
}

/** The first submit rule that blocks (items, payment, customer, in that order), or null when the invoice may be sent. */
export function submitBlocker(items: DraftItem[], { payment, paymentType }: PaymentValues, customerSelected: boolean): string | null {
  if (items.length === 0) return t('Please add at least one product!');
  if (Number(payment) < 0) return t('Payment cannot be negative');
  if (!customerSelected) return t('Please select a customer first.');
  // As the server rules (and the counter shows): change is given in cash only.
  if (paymentType !== '' && paymentType !== 'CASH' && balanceOf(payment, grandTotal(items)) > 0)
    return t('A card or a cheque pays the total at most: only cash is given change');
  return null;
}

/** The payment panel's rules: payment required, 0 or more (0 is a sale on credit); payment type required. */
export const paymentForm = z.object({
  payment: typedNumber(z.number({ error: 'Payment is required' }).min(0, 'Payment cannot be negative').pipe(amount)),
  paymentType: paymentType.or(z.literal('')).refine((value) => value !== '', 'Payment type is required'),
});
export interface PaymentValues {
  payment: number | string;
  paymentType: string;
}
