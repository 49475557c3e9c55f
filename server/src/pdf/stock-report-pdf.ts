import type { ExpiryStatus } from '@hanout/contract';
import { localDate } from '../common/clock';
import { pdfDate, pdfDateTime, pdfMoney, renderPdf } from './pdf-document';
import type { RenderedPdf } from './send';
import { pdfShop, type ShopIdentity } from './shop-identity';

/** What the stock report shows: its first lines, and totals covering every available line; amounts in dirhams. */
export interface StockReportDocument {
  shop: ShopIdentity;
  generatedAt: string;
  lines: {
    product: string;
    brand: string;
    category: string;
    quantity: number;
    sellingPrice: number;
    expireDate: string;
    expiryStatus: ExpiryStatus;
    value: number;
  }[];
  /** Every available line, also those beyond the listed ones. */
  lineCount: number;
  units: number;
  nearExpiryDays: number;
  sellingValue: number;
  expiredSellingValue: number;
  nearSellingValue: number;
  /** At buying prices: administrators only. */
  buyingValue?: number;
  expiredBuyingValue?: number;
  nearBuyingValue?: number;
}

const EXPIRY_MARKS: Record<ExpiryStatus, string> = { OK: '', NEAR: ' (near)', EXPIRED: ' (EXPIRED)' };

/** The available stock (quantity > 0), first expiring first, with its value at buying and selling prices. */
export async function renderStockReportPdf(report: StockReportDocument, timeZone: string): Promise<RenderedPdf> {
  const { lines, lineCount, units } = report;
  const notes = ['Amounts in Moroccan dirhams (MAD). Lines are listed first expiring first.'];
  if (lineCount > lines.length) {
    notes.unshift(`Only the first ${lines.length} of ${lineCount} lines are listed; the totals cover all of them.`);
  }
  const pdf = await renderPdf({
    title: 'Stock Report',
    date: pdfDateTime(report.generatedAt, timeZone),
    // English labels until the report is translated.
    shop: pdfShop(report.shop, 'en'),
    parties: [
      {
        label: 'Available stock',
        lines: [`${lineCount} stock line${lineCount === 1 ? '' : 's'}`, `${units} unit${units === 1 ? '' : 's'} in stock`],
      },
    ],
    columns: [
      { header: 'Product', width: 0.23 },
      { header: 'Brand', width: 0.16 },
      { header: 'Category', width: 0.15 },
      { header: 'Qty', width: 0.08, align: 'right' },
      { header: 'Selling price', width: 0.13, align: 'right' },
      { header: 'Expiry', width: 0.12 },
      { header: 'Value', width: 0.13, align: 'right' },
    ],
    rows: lines.map((line) => [
      line.product,
      line.brand,
      line.category,
      String(line.quantity),
      pdfMoney(line.sellingPrice),
      `${pdfDate(line.expireDate)}${EXPIRY_MARKS[line.expiryStatus]}`,
      pdfMoney(line.value),
    ]),
    totals: [
      ...(report.expiredBuyingValue === undefined
        ? []
        : [['Expired, at buying prices', pdfMoney(report.expiredBuyingValue)] as [string, string]]),
      ['Expired, at selling prices', pdfMoney(report.expiredSellingValue)],
      ...(report.nearBuyingValue === undefined
        ? []
        : [[`Expiring within ${report.nearExpiryDays} days, at buying prices`, pdfMoney(report.nearBuyingValue)] as [string, string]]),
      [`Expiring within ${report.nearExpiryDays} days, at selling prices`, pdfMoney(report.nearSellingValue)],
      ...(report.buyingValue === undefined ? [] : [['Value at buying prices', pdfMoney(report.buyingValue)] as [string, string]]),
      ['Value at selling prices', pdfMoney(report.sellingValue)],
    ],
    notes,
  });
  return { pdf, fileName: `stock-report-${localDate(timeZone, new Date(report.generatedAt))}.pdf` };
}
