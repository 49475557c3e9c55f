import { MANUFACTURE_DATE_IN_FUTURE, openingStockImportRow, type OpeningStockImportRow } from '@hanout/contract';
import { dayFirst } from '../../lib/clock';
import { aboveRegulatedPrice } from '../../lib/medicines';
import { toCentimes } from '../../lib/money';
import { OPENING_STOCK_REASON, recordMovements } from '../ledger';
import { batchLots, insertBatches, productsToMatch, unnamedOpeningBatches } from './repository';
import { checkRow, dateOf, FirstSeen, noNewNames, numberOf, slices, textOf, type Planner, type RowError, type RowOutcome } from './rows';

/**
 * Opening stock: each row is a new batch of an existing product, named by its barcode or, without
 * one, by its name (which must then name one product only). Expired lots are refused, and so is a
 * lot already in stock for that product or twice in the file, so that importing the same file
 * again cannot double the stock. A row without a lot number is told from an earlier one by what it
 * has: the same product, expiry date and prices as a batch an earlier import brought in, or as
 * another row without a lot, is refused too. Without a manufacture date the batch takes the day of
 * the import. No batch is priced above its product's PPV.
 */
export const planOpeningStock: Planner = async (db, rows, { today }) => {
  const [products, lots, unnamedImported] = await Promise.all([productsToMatch(db), batchLots(db), unnamedOpeningBatches(db)]);
  const byBarcode = new Map(products.filter((product) => product.barcode).map((product) => [product.barcode!, product]));
  const byName = new Map<string, typeof products>();
  for (const product of products) {
    const key = product.name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), product]);
  }
  const lotsInStock = new Set(lots.map((lot) => `${lot.productId}\u0000${lot.batchNumber!.toLowerCase()}`));
  const lotsInFile = new FirstSeen();
  /** A batch without a lot number, as far as it can be told apart: its product, expiry date and prices (in centimes). */
  const unnamedBatch = (productId: number, expireDate: string, buyingPrice: number, sellingPrice: number) =>
    [productId, expireDate, buyingPrice, sellingPrice].join('\u0000');
  const unnamedInStock = new Set(
    unnamedImported.map((batch) => unnamedBatch(batch.productId, batch.expireDate, batch.buyingPrice, batch.sellingPrice)),
  );
  const unnamedInFile = new FirstSeen();
  const batches: Array<OpeningStockImportRow & { productId: number }> = [];

  const findProduct = (row: OpeningStockImportRow): { id?: number; name?: string; ppv?: number | null; error?: RowError } => {
    if (row.barcode) {
      const product = byBarcode.get(row.barcode);
      return product ?? { error: { column: 'barcode', message: `No product has the barcode ${row.barcode}.` } };
    }
    if (!row.product) return { error: { column: 'product', message: 'Give the product’s name or barcode.' } };
    const named = byName.get(row.product.toLowerCase()) ?? [];
    if (named.length === 1) return named[0];
    return {
      error: {
        column: 'product',
        message: named.length ? `Several products are named ${row.product}: give its barcode.` : `No product is named ${row.product}.`,
      },
    };
  };

  const outcomes = rows.map(({ cells, line }): RowOutcome => {
    const { value: row, errors } = checkRow(openingStockImportRow, {
      product: textOf(cells.product),
      barcode: textOf(cells.barcode),
      quantity: numberOf(cells.quantity),
      batchNumber: textOf(cells.batchNumber),
      manufactureDate: dateOf(cells.manufactureDate),
      expireDate: dateOf(cells.expireDate),
      buyingPrice: numberOf(cells.buyingPrice),
      sellingPrice: numberOf(cells.sellingPrice),
    });
    if (!row) return { action: 'INVALID', errors };
    const product = findProduct(row);
    const problems: RowError[] = product.error ? [product.error] : [];
    if (row.expireDate < today)
      problems.push({ column: 'expireDate', message: `This lot expired on ${dayFirst(row.expireDate)}: expired stock is not imported.` });
    if (row.manufactureDate && row.manufactureDate > today)
      problems.push({ column: 'manufactureDate', message: MANUFACTURE_DATE_IN_FUTURE });
    const abovePpv = product.name && aboveRegulatedPrice(toCentimes(row.sellingPrice), product.ppv ?? null, product.name);
    if (abovePpv) problems.push({ column: 'sellingPrice', message: abovePpv });
    if (row.batchNumber && product.id) {
      const key = `${product.id}\u0000${row.batchNumber.toLowerCase()}`;
      if (lotsInStock.has(key))
        problems.push({ column: 'batchNumber', message: `Lot ${row.batchNumber} of ${product.name} is already in stock.` });
      const earlier = lotsInFile.check(key, line);
      if (earlier) problems.push({ column: 'batchNumber', message: `This lot is also on row ${earlier}.` });
    }
    if (!row.batchNumber && product.id) {
      const key = unnamedBatch(product.id, row.expireDate, toCentimes(row.buyingPrice), toCentimes(row.sellingPrice));
      if (unnamedInStock.has(key))
        problems.push({
          column: 'batchNumber',
          message: `A batch of ${product.name} expiring on ${dayFirst(row.expireDate)} at these prices was imported before: give this row its lot number if it is another batch.`,
        });
      const earlier = unnamedInFile.check(key, line);
      if (earlier) problems.push({ column: 'batchNumber', message: `The same batch without a lot number is also on row ${earlier}.` });
    }
    if (problems.length) return { action: 'INVALID', errors: problems };
    batches.push({ ...row, productId: product.id! });
    return { action: 'NEW', errors: [] };
  });

  return {
    outcomes,
    newNames: noNewNames(),
    /** Each batch comes in with one COUNT movement of its whole quantity, so that its quantity is the sum of its movements. */
    async write(trx, { userId, at, today: day }) {
      for (const slice of slices(batches)) {
        const inserted = await insertBatches(
          trx,
          slice.map((batch) => ({
            productId: batch.productId,
            grnItemId: null,
            quantity: batch.quantity,
            initialQuantity: batch.quantity,
            buyingPrice: toCentimes(batch.buyingPrice),
            sellingPrice: toCentimes(batch.sellingPrice),
            manufactureDate: batch.manufactureDate ?? day,
            expireDate: batch.expireDate,
            batchNumber: batch.batchNumber,
            createdAt: at,
          })),
        );
        // Read back from what was inserted, so that nothing depends on the order the database answers the rows in.
        await recordMovements(
          trx,
          { userId, at },
          inserted.map((batch) => ({
            stockId: batch.id,
            productId: batch.productId,
            type: 'COUNT' as const,
            quantityChange: batch.quantity,
            reason: OPENING_STOCK_REASON,
          })),
        );
      }
    },
  };
};
