import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '@hanout/contract';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../../support/harness';
import { pdfText } from '../../support/pdf-text';
import { addDays, insertProduct, insertSupplier, shopToday } from '../../support/purchasing-fixtures';
import { salesFixtures } from '../../support/sales-fixtures';
import { givenShop, type Given } from '../../support/given';

let t: TestApp;
let given: Given;
let fx: ReturnType<typeof salesFixtures>;
let staff: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  fx = salesFixtures(t.database.db);
  staff = await t.createUser({ role: 'ROLE_USER', name: 'Salma Staff' });
});
afterAll(() => t.close());

/** The smallest valid PNG (1 × 1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const get = (url: string, token: string | null = t.adminToken) => t.request(token, { method: 'GET', url });
const putSettings = async (changes: object) => {
  const current = (await get('/api/settings/shop')).json<Record<string, unknown>>();
  const { hasLogo: _logo, missingIdentity: _missing, ...settings } = current;
  const response = await t.request(t.adminToken, { method: 'PUT', url: '/api/settings/shop', payload: { ...settings, ...changes } });
  expect(response.statusCode, response.body).toBe(200);
};

async function sell(customerId: number, stockId: number, headers: Record<string, string> = {}) {
  return (await given.sale({ customer: customerId, lines: [{ stock: stockId, quantity: 2 }], headers })).response;
}

/** A sale on credit to a new customer, answered with the invoice's id. */
async function newInvoice(customerName = 'Yasmine Tazi', productName = 'Ventoline') {
  const customer = await fx.customer({ name: customerName });
  const stock = await fx.stock(await fx.product(productName), { quantity: 10, sellingPrice: 3550 });
  const response = await sell(customer.id, stock);
  return { id: Number(response.headers['x-document-id']), customer, stock, pdf: response.rawPayload };
}

/** A GRN of 5 units on credit from the supplier. */
async function newGrn(supplierId: number) {
  const { id: productId } = await insertProduct(t, `Doliprane ${supplierId}`);
  const line = { product: productId, quantity: 5, buyingPrice: 8.1, sellingPrice: 12, expireDate: addDays(shopToday(t), 300) };
  return { grnId: (await given.grn({ supplier: supplierId, lines: [line] })).id, productId };
}

/**
 * One document of every other kind: on an invoice of `customerName`, a credit note and a receipt;
 * on a GRN from a new supplier, a supplier return and a supplier payment.
 */
async function issueEveryKind(customerName: string, productName: string, supplierName: string, companyName: string) {
  const { id: invoiceId, customer } = await newInvoice(customerName, productName);
  const post = async (url: string, payload: object) => {
    const response = await t.request(t.adminToken, { method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number }>().id;
  };
  const noteId = await post(`/api/invoice/${invoiceId}/credit-notes`, {
    items: [{ invoiceItemId: (await invoiceOf(invoiceId)).invoiceItems[0].id, quantity: 1, restock: true }],
  });
  const receiptId = await post(`/api/customers/${customer.id}/payments`, { amount: 10, paymentType: 'CASH' });
  const supplier = await insertSupplier(t, supplierName, companyName);
  const { grnId, productId } = await newGrn(supplier.id);
  const grnStock = await t.database.db.selectFrom('stocks').select('id').where('productId', '=', productId).executeTakeFirstOrThrow();
  const returnId = await post(`/api/grn/${grnId}/returns`, { items: [{ stockId: grnStock.id, quantity: 1 }] });
  const voucherId = await post(`/api/suppliers/${supplier.id}/payments`, { amount: 5, paymentType: 'CASH' });
  return { invoiceId, customer, supplier, grnId, productId, grnStockId: grnStock.id, noteId, receiptId, returnId, voucherId };
}

describe('PDFs of issued documents', () => {
  it('prints an invoice again as the sale answered it, with its id, number and file name', async () => {
    const { id, pdf } = await newInvoice();
    const again = await get(`/api/invoice/report/${id}`);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(again.rawPayload)).toBe(await pdfText(pdf));
    expect(again.headers['x-document-id']).toBe(String(id));
    const number = again.headers['x-document-number'];
    expect(number).toMatch(/^FA-\d{4}-\d{6}$/);
    expect(again.headers['content-disposition']).toBe(`inline; filename="${String(number)}.pdf"`);
  });

  it('prints the till receipt, the GRN, the credit note, the supplier return and both payment documents again the same, with their id and number', async () => {
    const { invoiceId, grnId, noteId, receiptId, returnId, voucherId } = await issueEveryKind(
      'Omar Idrissi',
      'Sirop',
      'Karim Alaoui',
      'Cooper Pharma',
    );
    const documents: Array<[id: number, url: string]> = [
      [invoiceId, `/api/invoice/${invoiceId}/receipt`],
      [grnId, `/api/grn/report/${grnId}`],
      [noteId, `/api/credit-notes/${noteId}/report`],
      [returnId, `/api/supplier-returns/${returnId}/report`],
      [receiptId, `/api/receipts/${receiptId}/report`],
      [voucherId, `/api/supplier-payments/${voucherId}/report`],
    ];
    for (const [id, url] of documents) {
      const first = await get(url);
      expect(first.statusCode, `${url}: ${first.body}`).toBe(200);
      const second = await get(url);
      expect(await pdfText(second.rawPayload), url).toBe(await pdfText(first.rawPayload));
      expect(second.headers['x-document-id'], url).toBe(String(id));
      expect(second.headers['x-document-number'], url).toBe(first.headers['x-document-number']);
    }
  });

  it('keeps the shop’s identity and document language as issued; only the logo is the shop’s current one', async () => {
    await putSettings({ name: 'Pharmacie Atlas', documentLanguage: 'fr', ice: '001234567000089' });
    const { id } = await newInvoice('Nadia Fassi', 'Smecta');
    const text = async () => pdfText((await get(`/api/invoice/report/${id}`)).rawPayload);
    const issued = await text();
    expect(issued).toContain('Pharmacie Atlas');
    expect(issued).toContain('001234567000089');

    await putSettings({ name: 'Pharmacie du Port', ice: '009876543000021', documentLanguage: 'en' });
    expect(await text()).toBe(issued);
    expect(await pdfText((await newInvoice('Nadia Fassi', 'Smecta')).pdf)).toMatch(/Pharmacie du Port[\s\S]*009876543000021/);

    const withoutLogo = (await get(`/api/invoice/report/${id}`)).rawPayload;
    expect(withoutLogo.includes('/Subtype /Image')).toBe(false);
    const logo = await t.request(t.adminToken, {
      method: 'PUT',
      url: '/api/settings/shop/logo',
      payload: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(logo.statusCode, logo.body).toBeLessThan(300);
    const withLogo = (await get(`/api/invoice/report/${id}`)).rawPayload;
    expect(withLogo.includes('/Subtype /Image')).toBe(true);
    expect(await pdfText(withLogo)).toBe(issued);
    await putSettings({ documentLanguage: 'fr' });
  });

  it('keeps the customer, the product and the user who billed it as issued after they are renamed', async () => {
    const { id, customer, stock } = await newInvoice('Hamza Benjelloun', 'Spasfon');
    const text = async () => pdfText((await get(`/api/invoice/report/${id}`)).rawPayload);
    const receipt = async () => pdfText((await get(`/api/invoice/${id}/receipt`)).rawPayload);
    const [issued, issuedReceipt] = [await text(), await receipt()];
    expect(issued).toContain('Hamza Benjelloun');
    expect(issued).toContain('Spasfon');
    await t.database.db.updateTable('customers').set({ name: 'Hamza Benjelloun-Alami' }).where('id', '=', customer.id).execute();
    const { productId } = await fx.stockRow(stock);
    await t.database.db.updateTable('products').set({ name: 'Spasfon Lyoc' }).where('id', '=', productId).execute();
    const admin = t.database.db.updateTable('users').where('email', '=', ADMIN_EMAIL);
    const { name } = await t.database.db.selectFrom('users').select('name').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
    await admin.set({ name: 'Mehdi Pharmacien' }).execute();
    try {
      expect(await text()).toBe(issued);
      expect(await receipt()).toBe(issuedReceipt);
      // The invoice's screen too: its JSON names them as issued.
      const shown = (await get(`/api/invoice/${id}`)).json<InvoiceDetail>();
      expect([shown.customer.name, shown.invoiceItems[0].product.name, shown.user.name]).toEqual(['Hamza Benjelloun', 'Spasfon', name]);
    } finally {
      await admin.set({ name }).execute();
    }
  });

  it('leaves an invoice as issued when a credit note is issued on it', async () => {
    const { id } = await newInvoice('Rachid Ouazzani', 'Gaviscon');
    const issued = await pdfText((await get(`/api/invoice/report/${id}`)).rawPayload);
    const response = await t.request(t.adminToken, {
      method: 'POST',
      url: `/api/invoice/${id}/credit-notes`,
      payload: { items: [{ invoiceItemId: (await invoiceOf(id)).invoiceItems[0].id, quantity: 1, restock: true }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await pdfText((await get(`/api/invoice/report/${id}`)).rawPayload)).toBe(issued);
  });

  it('serves a document only to whom its route answers', async () => {
    const supplier = await insertSupplier(t, 'Leila Chraibi', 'Promopharm');
    await newGrn(supplier.id);
    const voucher = await t.request(t.adminToken, {
      method: 'POST',
      url: `/api/suppliers/${supplier.id}/payments`,
      payload: { amount: 5, paymentType: 'CASH' },
    });
    expect(voucher.statusCode, voucher.body).toBe(200);
    const url = `/api/supplier-payments/${voucher.json<{ id: number }>().id}/report`;
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url, staff.token)).statusCode).toBe(403);
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get('/api/invoice/report/999999')).statusCode).toBe(404);
  });

  it('answers an idempotent replay with the same PDF', async () => {
    const customer = await fx.customer({ name: 'Imane Berrada' });
    const stock = await fx.stock(await fx.product('Maalox'), { quantity: 10, sellingPrice: 2000 });
    const key = { 'idempotency-key': 'issued-pdf-replay-1' };
    const first = await sell(customer.id, stock, key);
    const replay = await sell(customer.id, stock, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers['x-document-id']).toBe(first.headers['x-document-id']);
    expect(await pdfText(replay.rawPayload)).toBe(await pdfText(first.rawPayload));
  });
});

describe('issued documents', () => {
  it('keep what they printed at issue: GRN, credit note, supplier return and both payment documents', async () => {
    const { customer, supplier, grnId, productId, grnStockId, noteId, receiptId, returnId, voucherId } = await issueEveryKind(
      'Latifa Chraibi',
      'Humex',
      'Driss Kettani',
      'Laprophan',
    );
    const urls = [
      `/api/grn/report/${grnId}`,
      `/api/credit-notes/${noteId}/report`,
      `/api/supplier-returns/${returnId}/report`,
      `/api/receipts/${receiptId}/report`,
      `/api/supplier-payments/${voucherId}/report`,
    ];
    const texts = async () => Promise.all(urls.map(async (url) => pdfText((await get(url)).rawPayload)));
    const issued = await texts();
    expect(issued.join('\n')).toMatch(/Latifa Chraibi[\s\S]*Driss Kettani/);

    const db = t.database.db;
    await db.updateTable('customers').set({ name: 'Latifa Chraibi-Fassi', ice: '001122334000055' }).where('id', '=', customer.id).execute();
    await db.updateTable('suppliers').set({ name: 'Driss Kettani Fils', mobile: '0677000000' }).where('id', '=', supplier.id).execute();
    await db
      .updateTable('companies')
      .set({ name: 'Laprophan Maroc', address: '1 Rue de Fès' })
      .where('id', '=', supplier.companyId)
      .execute();
    await db.updateTable('products').set({ name: 'Doliprane 1000' }).where('id', '=', productId).execute();
    await db.updateTable('stocks').set({ batchNumber: 'LOT-CHANGED' }).where('id', '=', grnStockId).execute();
    await putSettings({ name: 'Pharmacie Nouvelle', ice: '005555555000055' });
    expect(await texts()).toEqual(issued);
    // The credit note's screen names its product as issued too.
    await db.updateTable('products').set({ name: 'Humex Rhume' }).where('name', '=', 'Humex').execute();
    const note = (await get(`/api/credit-notes/${noteId}`)).json<{ items: { product: { name: string } }[] }>();
    expect(note.items.map((item) => item.product.name)).toEqual(['Humex']);
  });

  it('keeps a document issued before its content was kept as it reads at its first print', async () => {
    const { id, customer } = await newInvoice('Youssef Amrani', 'Rhinofluimucil');
    // As after the upgrade to 033: nothing kept.
    await t.database.db.deleteFrom('issuedDocuments').where('kind', '=', 'invoice').where('recordId', '=', id).execute();
    await t.database.db.updateTable('customers').set({ name: 'Youssef Amrani Senior' }).where('id', '=', customer.id).execute();
    const text = async () => pdfText((await get(`/api/invoice/report/${id}`)).rawPayload);
    const first = await text();
    expect(first).toContain('Youssef Amrani Senior');
    await t.database.db.updateTable('customers').set({ name: 'Youssef Amrani Junior' }).where('id', '=', customer.id).execute();
    expect(await text()).toBe(first);
    expect((await get('/api/invoice/report/999999')).statusCode).toBe(404);
  });
});

const invoiceOf = async (id: number) => (await get(`/api/invoice/${id}`)).json<InvoiceDetail>();
