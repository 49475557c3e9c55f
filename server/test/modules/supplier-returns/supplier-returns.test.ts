import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrnDetail, SupplierReturn } from '@hanout/contract';
import { createTestApp, dialectUnderTest, type TestApp } from '../../support/harness';
import { changedTables, checkLedger, tableChecksums } from '../../support/db-state';
import { popplerText } from '../../support/pdf-text';
import { addDays, insertProduct, insertSupplier, shopToday } from '../../support/purchasing-fixtures';
import { givenShop, type Given } from '../../support/given';

let t: TestApp;
let staff: { id: number; token: string };
let supplier: Awaited<ReturnType<typeof insertSupplier>>;
let today: string;
let given: Given;

beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  staff = await t.createUser({ role: 'ROLE_USER', name: 'Salma Staff' });
  supplier = await insertSupplier(t, 'Karim Alaoui', 'Cooper Pharma');
  today = shopToday(t);
});
afterAll(() => t.close());

/** A product at a VAT rate. */
async function product(name: string, vatRate: 0 | 20 = 0) {
  const { id } = await insertProduct(t, name, 'Laprophan', 'Parapharmacie');
  await t.database.db.updateTable('products').set({ vatRate }).where('id', '=', id).execute();
  return id;
}

/** Receives the lines on a GRN (paid in full) and answers it as the API gives it to administrators. */
async function receive(
  lines: { product: number; quantity: number; buyingPrice: number; batchNumber?: string; freeQuantity?: number }[],
): Promise<GrnDetail> {
  const grnLines = lines.map((line) => ({ ...line, sellingPrice: line.buyingPrice * 2, expireDate: addDays(today, 30) }));
  return grn((await given.grn({ supplier: supplier.id, lines: grnLines, paid: 10000 })).id);
}

const grn = async (id: number, token = t.adminToken) =>
  (await t.request(token, { method: 'GET', url: `/api/grn/${id}` })).json<GrnDetail>();
const giveBack = (grnId: number, payload: object, token = t.adminToken, headers: Record<string, string> = {}) =>
  t.request(token, { method: 'POST', url: `/api/grn/${grnId}/returns`, payload, headers });
const quantityOf = async (stockId: number) =>
  (await t.database.db.selectFrom('stocks').select('quantity').where('id', '=', stockId).executeTakeFirstOrThrow()).quantity;
const sell = (stockId: number, quantity: number) => given.trySale({ customer: 1, lines: [{ stock: stockId, quantity }], paid: 100000 });
const checksums = () => tableChecksums(t.database.db, dialectUnderTest);

describe('supplier returns', () => {
  it('takes the units out of their batches, valued at the GRN’s buying prices with their VAT, numbered RF-YYYY-000001 onwards', async () => {
    const creme = await product('Crème solaire SPF50', 20);
    const doliprane = await product('Doliprane 500', 0);
    const received = await receive([
      { product: creme, quantity: 10, buyingPrice: 12.35, batchNumber: 'CS-2611' },
      { product: doliprane, quantity: 5, buyingPrice: 8.1 },
    ]);
    const [cremeLine, dolipraneLine] = received.items;

    const response = await giveBack(received.id, {
      items: [
        { stockId: cremeLine.stock.id, quantity: 3, reason: 'Emballage abîmé' },
        { stockId: dolipraneLine.stock.id, quantity: 2 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const issued = response.json<SupplierReturn>();
    expect(issued.number).toBe(`RF-${today.slice(0, 4)}-000001`);
    expect(issued.grn).toEqual({ id: received.id, number: received.number, date: today });
    expect(issued.supplier).toEqual({ id: supplier.id, name: 'Karim Alaoui' });
    // 3 × 12.35 = 37.05 HT + 20 % = 7.41; 2 × 8.10 = 16.20 HT at 0 %.
    expect(issued.items).toMatchObject([
      { quantity: 3, buyingPrice: 12.35, vatRate: 20, totalExclVat: 37.05, vat: 7.41, total: 44.46, reason: 'Emballage abîmé' },
      { quantity: 2, buyingPrice: 8.1, vatRate: 0, totalExclVat: 16.2, vat: 0, total: 16.2, reason: '' },
    ]);
    expect(issued.items[0].stock).toEqual({ id: cremeLine.stock.id, expireDate: addDays(today, 30), batchNumber: 'CS-2611' });
    expect([issued.totalExclVat, issued.totalVat, issued.total]).toEqual([53.25, 7.41, 60.66]);
    expect(issued.vatBreakdown).toEqual([
      { rate: 0, base: 16.2, vat: 0, total: 16.2 },
      { rate: 20, base: 37.05, vat: 7.41, total: 44.46 },
    ]);
    expect(await quantityOf(cremeLine.stock.id)).toBe(7);
    expect(await quantityOf(dolipraneLine.stock.id)).toBe(3);
    // Stored in centimes for what the GRN still owes: Σ returns by GRN and supplier.
    expect(
      await t.database.db
        .selectFrom('supplierReturns')
        .select(['grnId', 'supplierId', 'total', 'totalVat'])
        .where('id', '=', issued.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ grnId: received.id, supplierId: supplier.id, total: 6066, totalVat: 741 });

    // The GRN keeps what it returned; as issued, it does not change.
    const after = await grn(received.id);
    expect(after.items.map((line) => [line.quantity, line.returnedQuantity, line.returnable, line.stock.quantity])).toEqual([
      [10, 3, 7, 7],
      [5, 2, 3, 3],
    ]);
    expect(after.supplierReturns).toEqual([{ id: issued.id, number: issued.number, date: today, quantity: 5, total: 60.66 }]);
    expect(after.total).toBe(received.total);
    expect((await t.request(t.adminToken, { method: 'GET', url: `/api/supplier-returns/${issued.id}` })).json()).toEqual(issued);
  });

  it('never returns more than the batch received less what already went back, nor more than it holds, writing nothing', async () => {
    const amoxil = await product('Amoxil 1g');
    const received = await receive([{ product: amoxil, quantity: 5, buyingPrice: 20, batchNumber: 'AX-77' }]);
    const other = await receive([{ product: amoxil, quantity: 5, buyingPrice: 20 }]);
    const stockId = received.items[0].stock.id;
    expect((await giveBack(received.id, { items: [{ stockId, quantity: 2 }] })).statusCode).toBe(200);
    const before = await checksums();

    const tooMany = await giveBack(received.id, { items: [{ stockId, quantity: 4 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ detail: string }>().detail).toBe(
      `Amoxil 1g (lot AX-77): 5 received on ${received.number} and 2 already returned, so at most 3 can go back. The supplier return was not saved.`,
    );
    const inFrench = await t.request(t.adminToken, {
      method: 'POST',
      url: `/api/grn/${received.id}/returns`,
      payload: { items: [{ stockId, quantity: 4 }] },
      headers: { 'accept-language': 'fr' },
    });
    expect(inFrench.json<{ detail: string }>().detail).toMatch(/^Amoxil 1g \(lot AX-77\) : 5 reçus sur BR-/);
    const wrongGrn = await giveBack(received.id, { items: [{ stockId: other.items[0].stock.id, quantity: 1 }] });
    expect(wrongGrn.statusCode).toBe(409);
    expect(wrongGrn.json<{ detail: string }>().detail).toBe(`Stock line #${other.items[0].stock.id} is not from GRN ${received.number}.`);
    expect((await giveBack(987654, { items: [{ stockId, quantity: 1 }] })).statusCode).toBe(404);
    expect((await giveBack(received.id, { items: [{ stockId: 987654, quantity: 1 }] })).statusCode).toBe(404);
    expect((await giveBack(received.id, { items: [] })).statusCode).toBe(400);
    expect((await giveBack(received.id, { items: [{ stockId, quantity: 0 }] })).statusCode).toBe(400);
    expect(
      (
        await giveBack(received.id, {
          items: [
            { stockId, quantity: 1 },
            { stockId, quantity: 1 },
          ],
        })
      ).statusCode,
    ).toBe(400);
    expect(changedTables(before, await checksums())).toEqual([]);

    // Sold meanwhile: 1 left of the 3 that could go back.
    expect((await sell(stockId, 2)).statusCode).toBe(200);
    const afterSale = await checksums();
    const notThere = await giveBack(received.id, { items: [{ stockId, quantity: 2 }] });
    expect(notThere.statusCode).toBe(409);
    expect(notThere.json<{ detail: string }>().detail).toBe(
      'Not enough stock of Amoxil 1g (lot AX-77): 1 left in the batch, 2 to return. The supplier return was not saved.',
    );
    expect(changedTables(afterSale, await checksums())).toEqual([]);
    expect((await grn(received.id)).items[0]).toMatchObject({ returnedQuantity: 2, returnable: 1, stock: { quantity: 1 } });
    expect(await quantityOf(stockId)).toBe(1);
  });

  it('gives back exactly the VAT the GRN line charged when the line goes back in several returns', async () => {
    const gel = await product('Gel douche', 20);
    // 3 × 1.03 = 3.09 HT, VAT 0.618 → 0.62 on the GRN; one box alone would round 0.206 to 0.21.
    const received = await receive([{ product: gel, quantity: 3, buyingPrice: 1.03 }]);
    const stockId = received.items[0].stock.id;
    const vats: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await giveBack(received.id, { items: [{ stockId, quantity: 1 }] });
      expect(response.statusCode, response.body).toBe(200);
      vats.push(response.json<SupplierReturn>().totalVat!);
    }
    // Each box at 1.03 HT with its 0.21 VAT, and the last return what is left of the line's 0.62.
    expect(vats).toEqual([0.21, 0.21, 0.2]);
    const line = await t.database.db.selectFrom('grnItems').select('vat').where('id', '=', received.items[0].id).executeTakeFirstOrThrow();
    expect(line.vat).toBe(62);
  });

  it('prints a unit price that multiplies out to each line, the last units taking what is left of the GRN line', async () => {
    const spray = await product('Spray nasal', 20);
    // 10 paid at 10 DH HT with 2 free: 100.00 HT over 12 units, a unit cost of 8.33 DH.
    const received = await receive([{ product: spray, quantity: 10, freeQuantity: 2, buyingPrice: 10, batchNumber: 'SN-12' }]);
    const stockId = received.items[0].stock.id;
    const returns: SupplierReturn[] = [];
    for (const quantity of [6, 5, 1]) {
      const response = await giveBack(received.id, { items: [{ stockId, quantity }] });
      expect(response.statusCode, response.body).toBe(200);
      returns.push(response.json<SupplierReturn>());
    }
    expect(returns.map(({ items: [line] }) => [line.quantity, line.buyingPrice, line.totalExclVat, line.vat])).toEqual([
      [6, 8.33, 49.98, 10],
      [5, 8.33, 41.65, 8.33],
      // The last unit: 100.00 - 49.98 - 41.65 HT and 20.00 - 10.00 - 8.33 VAT.
      [1, 8.33, 8.37, 1.67],
    ]);
    const stored = await t.database.db
      .selectFrom('grnItems')
      .select(['total', 'vat'])
      .where('id', '=', received.items[0].id)
      .executeTakeFirstOrThrow();
    const sum = (pick: (ret: SupplierReturn) => number) => Math.round(returns.reduce((total, ret) => total + pick(ret) * 100, 0));
    expect([sum((ret) => ret.items[0].totalExclVat!), sum((ret) => ret.totalVat!)]).toEqual([stored.total, stored.vat]);
    const response = await t.request(t.adminToken, { method: 'GET', url: `/api/supplier-returns/${returns[0].id}/report` });
    expect(popplerText(response.rawPayload).replace(/\s+/g, ' ')).toMatch(/8,33 DH .*49,98 DH/);
  });

  it('sends back an expired batch, that is often why goods go back', async () => {
    const sirop = await product('Sirop Toplexil');
    const received = await receive([{ product: sirop, quantity: 4, buyingPrice: 15 }]);
    const stockId = received.items[0].stock.id;
    await t.database.db
      .updateTable('stocks')
      .set({ expireDate: addDays(today, -2) })
      .where('id', '=', stockId)
      .execute();
    const response = await giveBack(received.id, { items: [{ stockId, quantity: 4, reason: 'Périmé' }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SupplierReturn>().total).toBe(60);
    expect(await quantityOf(stockId)).toBe(0);
  });

  it('answers a retry with the same Idempotency-Key once', async () => {
    const smecta = await product('Smecta');
    const received = await receive([{ product: smecta, quantity: 6, buyingPrice: 9.99 }]);
    const payload = { items: [{ stockId: received.items[0].stock.id, quantity: 1 }] };
    const headers = { 'idempotency-key': 'retour-smecta-1' };
    const first = await giveBack(received.id, payload, t.adminToken, headers);
    const again = await giveBack(received.id, payload, t.adminToken, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<SupplierReturn>().id).toBe(first.json<SupplierReturn>().id);
    expect(await quantityOf(received.items[0].stock.id)).toBe(5);
    expect((await grn(received.id)).supplierReturns).toHaveLength(1);
  });

  it('is open to staff, who receive no buying price nor value', async () => {
    const vichy = await product('Vichy Minéral 89', 20);
    const received = await receive([{ product: vichy, quantity: 3, buyingPrice: 100 }]);
    const response = await giveBack(received.id, { items: [{ stockId: received.items[0].stock.id, quantity: 1 }] }, staff.token);
    expect(response.statusCode, response.body).toBe(200);
    const issued = response.json<SupplierReturn>();
    expect(JSON.stringify(issued)).not.toMatch(/buyingPrice|"total|vatBreakdown|"vat"/);
    // The GRN's own total and payment, as its history shows them to staff; no buying price, no return's value.
    const forStaff = await grn(received.id, staff.token);
    expect(JSON.stringify(forStaff.items)).not.toMatch(/buyingPrice|total/);
    expect(forStaff.supplierReturns[0]).not.toHaveProperty('total');
    expect((await t.request(staff.token, { method: 'GET', url: `/api/supplier-returns/${issued.id}` })).json()).toEqual(issued);
    const forAdmin = await grn(received.id);
    expect(forAdmin.items[0].buyingPrice).toBe(100);
    expect(forAdmin.supplierReturns[0].total).toBe(120);
  });
});

describe('the supplier return PDF', () => {
  it('names the supplier and the GRN, with lots, reasons, VAT by rate and the amount in words, in French and Arabic', async () => {
    const creme = await product('Bioderma Atoderm', 20);
    const received = await receive([{ product: creme, quantity: 8, buyingPrice: 45.5, batchNumber: 'BD-901' }]);
    const issued = (
      await giveBack(received.id, { items: [{ stockId: received.items[0].stock.id, quantity: 2, reason: 'Date proche' }] })
    ).json<SupplierReturn>();
    const report = async (id = issued.id) => {
      const response = await t.request(t.adminToken, { method: 'GET', url: `/api/supplier-returns/${id}/report` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      return popplerText(response.rawPayload).replace(/\s+/g, ' ');
    };
    const french = await report();
    // 2 × 45.50 = 91.00 HT, 18.20 TVA, 109.20 TTC.
    for (const expected of [
      'Retour fournisseur',
      issued.number,
      'Karim Alaoui',
      'Cooper Pharma',
      `Bon de réception ${received.number} du`,
      'Établi par',
      'Bioderma Atoderm (Laprophan)',
      'Lot BD-901',
      'Motif : Date proche',
      '91,00 DH',
      'Total TVA 18,20 DH',
      'Total TTC 109,20 DH',
      'Arrêté le présent retour à la somme de cent neuf dirhams et vingt centimes.',
    ]) {
      expect(french).toContain(expected);
    }

    await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'ar' }).execute();
    try {
      // The return above stays in French, as issued; the next one is issued in Arabic.
      expect(await report()).toBe(french);
      const inArabic = (
        await giveBack(received.id, { items: [{ stockId: received.items[0].stock.id, quantity: 1, reason: 'Date proche' }] })
      ).json<SupplierReturn>();
      const arabic = await report(inArabic.id);
      for (const expected of [
        'إرجاع إلى المورد',
        inArabic.number,
        received.number,
        'التشغيلة',
        'مجموع الضريبة',
        'أوقف هذا الإرجاع على مبلغ',
      ]) {
        expect(arabic).toContain(expected);
      }
    } finally {
      await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'fr' }).execute();
    }
    expect((await t.request(t.adminToken, { method: 'GET', url: '/api/supplier-returns/987654/report' })).statusCode).toBe(404);
  });
});

describe('the ledger', () => {
  it('accounts for every unit sent back and every return’s total after all of the above', async () => {
    const { violations, figures } = await checkLedger(t.database.db);
    expect(violations).toEqual([]);
    expect(figures.supplierReturns).toBeGreaterThanOrEqual(6);
  });
});
