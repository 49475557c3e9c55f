/**
 * Races at the dispensary (one process; on PostgreSQL through its pool): sales on prescription of a
 * scarce tableau B batch, with returns of those sales and sales refused for want of a prescription;
 * and units of a tableau B pack sold on prescription, opening packs, against splits by hand and sales
 * of whole packs. Afterwards no batch went below zero, the ordonnancier runs 1..N without gaps with
 * every line sold entered once, each narcotics register closes on its product's stock, and the ledger
 * adds up.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, NarcoticsRegister, Product } from '@hanout/contract';
import { createTestApp, dialectUnderTest, type TestApp } from '../support/harness';
import { checkLedger } from '../support/db-state';
import { givenShop } from '../support/given';
import { injectCall, type Call } from '../support/shop';

const summaries: string[] = [];

afterAll(() => {
  for (const line of summaries) console.log(line);
});

const prescription = (date: string) => ({
  prescriber: { name: 'Dr Hicham Bennis', inpe: '987654321' },
  patient: { name: 'Khadija Mernissi', nationalId: 'D654321' },
  date,
});

type Line = { stock: { id: number }; quantity: number } | { product: { id: number }; quantity: number };

/** What every race must leave: stock never below zero, the ordonnancier gapless and complete, the registers on the stock, the ledger whole. */
async function checkDispensary(t: TestApp, admin: Call, narcotics: number[]) {
  const db = t.database.db;
  expect(await db.selectFrom('stocks').select(['id', 'quantity']).where('quantity', '<', 0).execute()).toEqual([]);
  const entries = await db.selectFrom('ordonnancierEntries').select(['number', 'invoiceItemId', 'reversesEntryId', 'quantity']).execute();
  const numbers = entries.map((entry) => Number(entry.number.slice(-6))).sort((a, b) => a - b);
  expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  const lines = await db.selectFrom('invoiceItems').select(['id', 'quantity']).execute();
  const entered = new Map(entries.filter((entry) => entry.reversesEntryId === null).map((entry) => [entry.invoiceItemId, entry.quantity]));
  expect(lines.filter((line) => entered.get(line.id) !== line.quantity)).toEqual([]);
  for (const productId of narcotics) {
    const register = (await admin('GET', `/api/registers/narcotics?productId=${productId}&size=10`)).body as NarcoticsRegister;
    const stocks = await db.selectFrom('stocks').select('quantity').where('productId', '=', productId).execute();
    expect(register.closingBalance, `the register of product ${productId}`).toBe(
      stocks.reduce((sum, row) => sum + Number(row.quantity), 0),
    );
  }
  const { violations, figures } = await checkLedger(db);
  expect(violations).toEqual([]);
  return { entries: entries.length, figures };
}

describe('concurrency at the dispensary', () => {
  it(`races sales on prescription of a scarce tableau B batch and their returns: never below zero, ORD gapless, the register on the stock (${dialectUnderTest})`, async () => {
    const t = await createTestApp();
    try {
      const given = givenShop(t);
      const admin = injectCall(t, t.adminToken);
      const customer = await given.customer();
      const { id: productId } = await given.product({ name: 'Fentanyl race 25 µg', schedule: 'B' });
      const scarce = await given.stock({ product: productId, quantity: 8, batchNumber: 'FE-1', expireDate: given.day(60) });
      const spare = await given.stock({ product: productId, quantity: 3, batchNumber: 'FE-2', expireDate: given.day(300) });
      const sale = (lines: Line[], withPrescription = true) =>
        admin('POST', '/api/invoice', {
          customer: { id: customer.id },
          invoiceItems: lines,
          invoicePayment: { payment: 1000, paymentType: 'CASH' },
          ...(withPrescription ? { prescription: prescription(given.day(-2)) } : {}),
        });
      // First wave: the batch scanned (named) or the product asked for (first expiring first), every fifth without its prescription.
      const first = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          sale([i % 2 ? { stock: { id: scarce }, quantity: 1 + (i % 3) } : { product: { id: productId }, quantity: 1 }], i % 5 !== 4),
        ),
      );
      const statuses = first.map((answer) => answer.status);
      expect(statuses.filter((status) => ![200, 400, 409].includes(status))).toEqual([]);
      expect(statuses.filter((_, i) => i % 5 === 4).every((status) => status === 400 || status === 409)).toBe(true);
      // Second wave: returns of the first sales, put back into their batch, raced against more sales that may take those units.
      const sold = first.filter((answer) => answer.status === 200).map((answer) => Number(answer.headers['x-document-id']));
      const returns = sold.slice(0, 5).map(async (invoiceId) => {
        const detail = (await admin('GET', `/api/invoice/${invoiceId}`)).body as InvoiceDetail;
        const line = detail.invoiceItems[0];
        return admin('POST', `/api/invoice/${invoiceId}/credit-notes`, {
          items: [{ invoiceItemId: line.id, quantity: 1, restock: true, reason: 'Traitement arrêté' }],
          amount: line.sellingPrice,
          paymentType: 'CASH',
        });
      });
      const second = await Promise.all([
        ...returns,
        ...Array.from({ length: 8 }, () => sale([{ stock: { id: scarce }, quantity: 1 }])),
        ...Array.from({ length: 4 }, () => sale([{ product: { id: productId }, quantity: 1 }])),
      ]);
      expect(second.slice(0, 5).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(second.map((answer) => answer.status).filter((status) => status !== 200 && status !== 409)).toEqual([]);

      const { entries, figures } = await checkDispensary(t, admin, [productId]);
      const left = await t.database.db.selectFrom('stocks').select(['id', 'quantity']).where('productId', '=', productId).execute();
      expect(figures.unitsSold - figures.unitsRestocked).toBe(11 - left.reduce((sum, row) => sum + row.quantity, 0));
      const passed = [...first, ...second.slice(5)].filter((answer) => answer.status === 200).length;
      summaries.push(
        `hardening: dispensary races (${dialectUnderTest}): 28 sales on prescription (3 without, refused) of a tableau B product, ` +
          `8 + 3 units in two lots, raced with 5 returns: ${passed} sold, ${figures.unitsSold} units out, ${figures.unitsRestocked} back, ` +
          `${left.map((row) => `${row.id === spare ? 'FE-2' : 'FE-1'}: ${row.quantity}`).join(', ')} left, never below zero, ` +
          `${entries} ordonnancier entries numbered 1..${entries}, the register on the stock, 0 ledger violations`,
      );
    } finally {
      await t.close();
    }
  });

  it(`races units of a tableau B pack sold on prescription against splits and pack sales: ORD gapless, both registers on the stock (${dialectUnderTest})`, async () => {
    const t = await createTestApp();
    try {
      const given = givenShop(t);
      const admin = injectCall(t, t.adminToken);
      const customer = await given.customer();
      const { id: packId } = await given.product({ name: 'Skenan race 30 mg', schedule: 'B', unitsPerPack: 10, sellByUnit: true });
      const unitId = ((await admin('GET', `/api/products/${packId}`)).body as Product).unitProductId!;
      const early = await given.stock({ product: packId, quantity: 18, sellingPrice: 40, batchNumber: 'SK-1', expireDate: given.day(90) });
      const late = await given.stock({ product: packId, quantity: 12, sellingPrice: 42, batchNumber: 'SK-2', expireDate: given.day(200) });
      const sale = (items: Line[], withPrescription = true) =>
        admin('POST', '/api/invoice', {
          customer: { id: customer.id },
          invoiceItems: items,
          invoicePayment: { payment: 10_000, paymentType: 'CASH' },
          ...(withPrescription ? { prescription: prescription(given.today) } : {}),
        });
      const answers = await Promise.all(
        Array.from({ length: 32 }, (_, i) => {
          if (i % 4 === 0) return sale([{ product: { id: unitId }, quantity: 7 }], i % 8 !== 4);
          if (i % 4 === 1) return admin('POST', `/api/stock/${i % 8 === 1 ? early : late}/split`, { packs: 1 });
          if (i % 4 === 2) return sale([{ product: { id: packId }, quantity: 1 }]);
          return sale([
            { product: { id: packId }, quantity: 1 },
            { product: { id: unitId }, quantity: 12 },
          ]);
        }),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => ![200, 400, 409].includes(status))).toEqual([]);
      // A sale of units without its prescription is refused after opening its packs: the openings roll back with it.
      expect(statuses.filter((_, i) => i % 8 === 4).every((status) => status === 400 || status === 409)).toBe(true);

      const { entries, figures } = await checkDispensary(t, admin, [packId, unitId]);
      const db = t.database.db;
      const stocks = await db.selectFrom('stocks').select(['productId', 'quantity']).execute();
      const items = await db.selectFrom('invoiceItems').select(['productId', 'quantity']).execute();
      const of = (rows: { productId: number; quantity: number }[], productId: number) =>
        rows.filter((row) => row.productId === productId).reduce((sum, row) => sum + row.quantity, 0);
      expect((of(stocks, packId) + of(items, packId)) * 10 + of(stocks, unitId) + of(items, unitId)).toBe(300);
      const splits = await db.selectFrom('stockSplits').select('packs').execute();
      summaries.push(
        `hardening: dispensary races (${dialectUnderTest}): 8 unit sales of 7 (4 without prescription), 8 splits, 8 pack sales and ` +
          `8 of a pack and 12 units, all tableau B, raced on 30 packs of 10: ${statuses.filter((status) => status === 200).length} went through, ` +
          `${statuses.filter((status) => status === 400).length} refused with 400, ${statuses.filter((status) => status === 409).length} with 409, ` +
          `${splits.reduce((sum, split) => sum + split.packs, 0)} packs opened, all 300 units accounted for, ` +
          `${entries} ordonnancier entries numbered 1..${entries}, both registers on the stock, ${figures.movements} movements, 0 ledger violations`,
      );
    } finally {
      await t.close();
    }
  });
  it(`races returns of units put back and of an opened pack not, against splits and unit sales: no deadlock (${dialectUnderTest})`, async () => {
    const t = await createTestApp();
    try {
      const given = givenShop(t);
      const admin = injectCall(t, t.adminToken);
      const customer = await given.customer();
      const { id: packId } = await given.product({ name: 'Durogesic race 12 µg', schedule: 'B', unitsPerPack: 10, sellByUnit: true });
      const unitId = ((await admin('GET', `/api/products/${packId}`)).body as Product).unitProductId!;
      const pack = await given.stock({ product: packId, quantity: 300, sellingPrice: 20, batchNumber: 'DU-1' });
      const sale = (items: Line[]) =>
        admin('POST', '/api/invoice', {
          customer: { id: customer.id },
          invoiceItems: items,
          invoicePayment: { payment: 10_000, paymentType: 'CASH' },
          prescription: prescription(given.today),
        });
      // Each sale takes the pack batch (the lower id) and units of the unit batch opened from it (the higher).
      const sold: InvoiceDetail[] = [];
      for (let i = 0; i < 12; i++) {
        const answer = await sale([
          { stock: { id: pack }, quantity: 2 },
          { product: { id: unitId }, quantity: 5 },
        ]);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        sold.push((await admin('GET', `/api/invoice/${answer.headers['x-document-id']}`)).body as InvoiceDetail);
      }
      // A return puts the unit back (the higher batch) but not the opened pack (the lower): its lines reference both batches.
      const answers = await Promise.all(
        sold.flatMap(({ id, invoiceItems: [packLine, unitLine] }) => [
          admin('POST', `/api/invoice/${id}/credit-notes`, {
            items: [
              { invoiceItemId: packLine.id, quantity: 1, restock: false, reason: 'Boîte ouverte' },
              { invoiceItemId: unitLine.id, quantity: 1, restock: true, reason: 'Traitement arrêté' },
            ],
            amount: packLine.sellingPrice + unitLine.sellingPrice,
            paymentType: 'CASH',
          }),
          admin('POST', `/api/stock/${pack}/split`, { packs: 1 }),
          sale([
            { stock: { id: pack }, quantity: 1 },
            { product: { id: unitId }, quantity: 3 },
          ]),
        ]),
      );
      expect(answers.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body])).toEqual([]);
      const { entries, figures } = await checkDispensary(t, admin, [packId, unitId]);
      expect(figures.counterEntries).toBe(2 * sold.length);
      summaries.push(
        `hardening: dispensary races (${dialectUnderTest}): 12 returns (a unit put back, an opened pack not), 12 splits and 12 sales ` +
          `of a pack and 3 units, all tableau B, raced on one batch: all 36 went through (no deadlock), ${entries} ordonnancier entries ` +
          `(${figures.counterEntries} counter-entries) numbered 1..${entries}, both registers on the stock, 0 ledger violations`,
      );
    } finally {
      await t.close();
    }
  });
});
