import { vatOnExclusive, unitCost, type GrnRequest, type Product, type ProductScan, type Supplier } from '@hanout/contract';
import { formatMoney, multiplyMoney, subtractMoney, sumMoney } from '../../common/money';
import { t } from '../../common/i18n';

/** One line of the GRN being prepared. */
export interface GrnDraftItem {
  product: Product;
  /** Units paid for. */
  quantity: number;
  /** Units received free (unités gratuites): into the same batch, at no cost. */
  freeQuantity: number;
  /** Per unit paid for, before tax. */
  buyingPrice: number;
  sellingPrice: number;
  manufactureDate: string;
  expireDate: string;
  /** The supplier's lot number printed on the box, or null. */
  batchNumber: string | null;
}

type PricedLine = Pick<GrnDraftItem, 'buyingPrice' | 'quantity' | 'product'>;

/** A line's buying total before tax (buying prices are HT): what its paid units cost, free units adding nothing. */
export const itemTotal = (item: Pick<GrnDraftItem, 'buyingPrice' | 'quantity'>) => multiplyMoney(item.buyingPrice, item.quantity);
/** A line's VAT at its product's rate, rounded to the centime per line as the server records it. */
export const itemVat = (item: PricedLine) => vatOnExclusive(Math.round(itemTotal(item) * 100), item.product.vatRate) / 100;

/** Total HT, total VAT and the grand total TTC, which the payment settles. */
export function grnTotals(items: PricedLine[]) {
  const exclVat = sumMoney(items.map(itemTotal));
  const vat = sumMoney(items.map(itemVat));
  return { exclVat, vat, inclVat: sumMoney([exclVat, vat]) };
}
export const grandTotal = (items: PricedLine[]) => grnTotals(items).inclVat;

type CostedLine = Pick<GrnDraftItem, 'buyingPrice' | 'quantity' | 'freeQuantity' | 'product'>;

/**
 * One unit's cost with its VAT, the cost a VAT-inclusive selling price is compared with: the line's
 * total over every unit received, free ones included, as the server costs the batch.
 */
export function buyingPriceInclVat(item: CostedLine): number {
  const unit = { ...item, buyingPrice: unitCost(Math.round(item.buyingPrice * 100), item.quantity, item.freeQuantity) / 100, quantity: 1 };
  return sumMoney([itemTotal(unit), itemVat(unit)]);
}

/** A selling price (VAT included) under the unit cost with its VAT: every unit sold loses money. */
export const sellsBelowCost = (item: CostedLine & Pick<GrnDraftItem, 'sellingPrice'>) => item.sellingPrice < buyingPriceInclVat(item);

/** An amount's figures as the screens write them, without the currency: `1.234,50`. */
const figures = (dirhams: number) => formatMoney(dirhams).replace(/\u00a0DH$/, '');

/** The problem of a selling price above the product's PPV, in the server's words; undefined within it (or without a PPV). */
export const aboveRegulatedPrice = (product: Pick<Product, 'name' | 'ppv'>, sellingPrice: number): string | undefined =>
  product.ppv !== null && sellingPrice > product.ppv
    ? t('The selling price {{price}} DH is above the PPV of {{product}} ({{ppv}} DH)', {
        price: figures(sellingPrice),
        product: product.name,
        ppv: figures(product.ppv),
      })
    : undefined;

/** Balance = payment − grand total TTC (negative: still owed to the supplier). */
export const balanceOf = (payment: number, total: number) => subtractMoney(payment, total);

/** The line of the same product and lot (two lots of one product are two batches, so two lines), or -1. */
export const indexOfBatch = (items: GrnDraftItem[], item: Pick<GrnDraftItem, 'product' | 'batchNumber'>) =>
  items.findIndex((listed) => listed.product.id === item.product.id && listed.batchNumber === item.batchNumber);

/**
 * Adds a line; for a product and lot already listed the quantities are added and the prices and
 * dates replaced by the new ones (the caller asks first).
 */
export function addOrMerge(items: GrnDraftItem[], item: GrnDraftItem): GrnDraftItem[] {
  const index = indexOfBatch(items, item);
  if (index < 0) return [...items, item];
  return items.map((existing, i) =>
    i === index
      ? { ...item, quantity: existing.quantity + item.quantity, freeQuantity: existing.freeQuantity + item.freeQuantity }
      : existing,
  );
}

export const removeAt = (items: GrnDraftItem[], index: number) => items.filter((_, i) => i !== index);

export function toGrnRequest(
  supplier: Supplier,
  items: GrnDraftItem[],
  payment: { payment: number; paymentType: GrnRequest['grnPayment']['paymentType'] },
): GrnRequest {
  return {
    supplier: { id: supplier.id },
    grnPayment: { payment: payment.payment, balance: balanceOf(payment.payment, grandTotal(items)), paymentType: payment.paymentType },
    grnItems: items.map((item) => ({
      product: { id: item.product.id },
      quantity: item.quantity,
      freeQuantity: item.freeQuantity,
      buyingPrice: item.buyingPrice,
      sellingPrice: item.sellingPrice,
      manufactureDate: item.manufactureDate,
      expireDate: item.expireDate,
      batchNumber: item.batchNumber,
    })),
  };
}

export interface StockFormValues {
  quantity: number | string;
  /** Empty: none came free. */
  freeQuantity: number | string;
  buyingPrice: number | string;
  sellingPrice: number | string;
  manufactureDate: string;
  expireDate: string;
  batchNumber: string;
}
export const EMPTY_STOCK_FORM: StockFormValues = {
  quantity: '',
  freeQuantity: '',
  buyingPrice: '',
  sellingPrice: '',
  manufactureDate: '',
  expireDate: '',
  batchNumber: '',
};

/** The Stock form's fields a box's GS1 scan fills: its lot and its expiry (what the code does not carry is left as typed). */
export function scannedValues(scan: ProductScan): Partial<StockFormValues> {
  return { ...(scan.lot === null ? {} : { batchNumber: scan.lot }), ...(scan.expireDate === null ? {} : { expireDate: scan.expireDate }) };
}

export interface PaymentFormValues {
  payment: number | string;
  paymentType: string | null;
}
export const EMPTY_PAYMENT: PaymentFormValues = { payment: '', paymentType: null };
