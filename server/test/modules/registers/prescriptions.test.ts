import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRESCRIPTION_PROBLEM,
  type InvoiceDetail,
  type OrdonnancierEntry,
  type Paged,
  type Prescriber,
  type PrescriptionRequest,
} from '@hanout/contract';
import { createTestApp, type TestApp } from '../../support/harness';
import { givenShop, type Given } from '../../support/given';
import { popplerText } from '../../support/pdf-text';
import { openShop } from '../../support/shops';

let t: TestApp;
let given: Given;
let customer: number;
beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  customer = (await given.customer()).id;
});
afterAll(() => t.close());

const PRESCRIPTION: PrescriptionRequest = {
  prescriber: { name: 'Dr Karim Amrani', inpe: '100200300' },
  patient: { name: 'Fatima Zahra Bennani', address: '12 rue Atlas, Fès', nationalId: 'cd 123456' },
  date: '2026-01-01',
  number: 'ORD-77',
};

/** A sale by product (as the counter sells), on credit to the test's customer. */
const trySale = (
  lines: { product: number; quantity: number }[],
  prescription?: PrescriptionRequest,
  headers: Record<string, string> = {},
) =>
  t.request(t.adminToken, {
    method: 'POST',
    url: '/api/invoice',
    headers,
    payload: {
      customer: { id: customer },
      invoiceItems: lines.map((line) => ({ product: { id: line.product }, quantity: line.quantity })),
      invoicePayment: { payment: 0, paymentType: 'CASH' },
      ...(prescription ? { prescription } : {}),
    },
  });

async function sale(lines: { product: number; quantity: number }[], prescription?: PrescriptionRequest) {
  const answer = await trySale(lines, prescription);
  expect(answer.statusCode, answer.body).toBe(200);
  return { id: Number(answer.headers['x-document-id']), number: String(answer.headers['x-document-number']) };
}

const get = async (url: string, token = t.adminToken) => {
  const answer = await t.request(token, { method: 'GET', url });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
};
const ordonnancier = async (query = 'size=50') =>
  (await get(`/api/registers/prescriptions?${query}`)).json<Paged<OrdonnancierEntry>>().content;
const entriesOf = async (documentNumber: string) => (await ordonnancier()).filter((entry) => entry.document.number === documentNumber);
const stockOf = async (stockId: number) =>
  Number((await t.database.db.selectFrom('stocks').select('quantity').where('id', '=', stockId).executeTakeFirstOrThrow()).quantity);
const count = async (table: 'invoices' | 'stockMovements' | 'prescriptions' | 'ordonnancierEntries') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('selling on prescription', () => {
  it('refuses a scheduled medicine without its prescription, naming it, and changes nothing', async () => {
    const product = await given.product({ name: 'Rivotril 2 mg', schedule: 'A' });
    const stock = await given.stock({ product: product.id, quantity: 10, batchNumber: 'RV-01' });
    const before = await Promise.all([count('invoices'), count('stockMovements'), count('ordonnancierEntries')]);

    const refused = await trySale([{ product: product.id, quantity: 2 }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ type: PRESCRIPTION_PROBLEM });
    expect(refused.json().detail).toBe(
      'Rivotril 2 mg: dispensed on prescription only. Give the prescriber, the patient and the date. The invoice was not saved.',
    );
    const french = await trySale([{ product: product.id, quantity: 2 }], undefined, { 'accept-language': 'fr' });
    expect(french.json().detail).toContain('Rivotril 2 mg : délivrance sur ordonnance uniquement');
    const arabic = await trySale([{ product: product.id, quantity: 2 }], undefined, { 'accept-language': 'ar' });
    expect(arabic.json().detail).toContain('Rivotril 2 mg: يصرف بوصفة طبية فقط');

    expect(await stockOf(stock)).toBe(10);
    expect(await Promise.all([count('invoices'), count('stockMovements'), count('ordonnancierEntries')])).toEqual(before);
  });

  it('asks the prescription of a scheduled medicine even when its flag was sent off', async () => {
    const product = await given.product({ name: 'Codéine B', schedule: 'B', prescriptionRequired: false });
    await given.stock({ product: product.id, quantity: 4, batchNumber: 'CB-01' });
    const answer = await t.request(t.adminToken, { method: 'GET', url: `/api/products/${product.id}` });
    expect(answer.json()).toMatchObject({ schedule: 'B', prescriptionRequired: true });
    const refused = await trySale([{ product: product.id, quantity: 1 }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain('Codéine B: dispensed on prescription only');
  });

  it('keeps the prescription with the sale and enters each line dispensed on it in the ordonnancier', async () => {
    const scheduled = await given.product({ name: 'Lexomil 6 mg', schedule: 'C' });
    const antibiotic = await given.product({ name: 'Amoxicilline 1 g', prescriptionRequired: true });
    const soap = await given.product({ name: 'Savon doux' });
    await given.stock({ product: scheduled.id, quantity: 10, batchNumber: 'LX-2026' });
    await given.stock({ product: antibiotic.id, quantity: 10, batchNumber: 'AM-9' });
    await given.stock({ product: soap.id, quantity: 10 });
    expect((await trySale([{ product: soap.id, quantity: 1 }])).statusCode).toBe(200);

    const sold = await sale(
      [
        { product: scheduled.id, quantity: 2 },
        { product: soap.id, quantity: 1 },
        { product: antibiotic.id, quantity: 1 },
      ],
      PRESCRIPTION,
    );
    const entries = await entriesOf(sold.number);
    expect(entries.map((entry) => [entry.product.name, entry.product.schedule, entry.quantity, entry.batchNumber])).toEqual([
      ['Lexomil 6 mg', 'C', 2, 'LX-2026'],
      ['Amoxicilline 1 g', 'NONE', 1, 'AM-9'],
    ]);
    expect(entries[0]).toMatchObject({
      number: expect.stringMatching(/^ORD-\d{4}-\d{6}$/),
      date: given.today,
      prescriber: { name: 'Dr Karim Amrani', inpe: '100200300' },
      patient: { name: 'Fatima Zahra Bennani', address: '12 rue Atlas, Fès', nationalId: 'CD123456' },
      prescription: { date: '2026-01-01', number: 'ORD-77' },
      document: { id: sold.id, number: sold.number },
      reverses: null,
    });
    const [first, second] = entries.map((entry) => Number(entry.number.slice(-6)));
    expect(second).toBe(first + 1);
    // The prescriber is suggested at the counter, to staff too.
    const staff = await given.user();
    const prescribers = (await get('/api/registers/prescribers?q=amra', staff.token)).json<Prescriber[]>();
    expect(prescribers).toEqual([{ name: 'Dr Karim Amrani', inpe: '100200300' }]);
    expect((await get('/api/registers/prescribers', staff.token)).json<Prescriber[]>()[0]).toEqual(prescribers[0]);
  });

  it('asks the patient’s national ID for a narcotic (tableau B), and a prescription dated today at the latest', async () => {
    const narcotic = await given.product({ name: 'Skenan LP 30 mg', schedule: 'B' });
    await given.stock({ product: narcotic.id, quantity: 10 });
    const withoutId = { ...PRESCRIPTION, patient: { name: 'Ahmed Alaoui', address: null, nationalId: '' } };
    const refused = await trySale([{ product: narcotic.id, quantity: 1 }], withoutId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      type: PRESCRIPTION_PROBLEM,
      detail: 'Skenan LP 30 mg: a narcotic (tableau B) is dispensed on the patient’s national ID. The invoice was not saved.',
    });
    const future = await trySale([{ product: narcotic.id, quantity: 1 }], { ...PRESCRIPTION, date: given.day(1) });
    expect(future.statusCode).toBe(400);
    expect(future.json().detail).toBe('prescription.date: The prescription date cannot be after today');
    const unnamed = await trySale([{ product: narcotic.id, quantity: 1 }], { ...PRESCRIPTION, patient: { name: ' ', nationalId: 'X1' } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().detail).toContain('Patient name is required');

    const sold = await sale([{ product: narcotic.id, quantity: 1 }], {
      ...withoutId,
      patient: { ...withoutId.patient, nationalId: 'AB 98765' },
    });
    expect((await entriesOf(sold.number))[0]).toMatchObject({ product: { schedule: 'B' }, patient: { nationalId: 'AB98765' } });
  });

  it('adds a counter-entry for a return, the entry itself unchanged', async () => {
    const product = await given.product({ name: 'Tramadol 50 mg', schedule: 'A' });
    await given.stock({ product: product.id, quantity: 10, batchNumber: 'TR-5' });
    const sold = await sale([{ product: product.id, quantity: 3 }], PRESCRIPTION);
    const [entry] = await entriesOf(sold.number);
    const invoice = (await get(`/api/invoice/${sold.id}`)).json<InvoiceDetail>();
    const credited = await t.request(t.adminToken, {
      method: 'POST',
      url: `/api/invoice/${sold.id}/credit-notes`,
      payload: { items: [{ invoiceItemId: invoice.invoiceItems[0].id, quantity: 2, restock: true, reason: 'Traitement arrêté' }] },
    });
    expect(credited.statusCode, credited.body).toBe(200);
    const creditNumber = credited.json<{ number: string }>().number;

    const [counter] = await entriesOf(creditNumber);
    expect(counter).toMatchObject({
      quantity: -2,
      batchNumber: 'TR-5',
      product: { id: product.id, name: 'Tramadol 50 mg' },
      patient: { name: 'Fatima Zahra Bennani' },
      reverses: { id: entry.id, number: entry.number },
    });
    expect(counter.number > entry.number).toBe(true);
    expect((await entriesOf(sold.number))[0]).toEqual(entry);
  });

  it('numbers the entries without gaps when sales race, refused ones giving their numbers back', async () => {
    const product = await given.product({ name: 'Valium 10 mg', schedule: 'C' });
    await given.stock({ product: product.id, quantity: 6 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        // Every third sale lacks its prescription; the stock runs out after 6 units.
        trySale([{ product: product.id, quantity: 1 }], index % 3 === 2 ? undefined : PRESCRIPTION),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 200 || status === 400 || status === 409)).toHaveLength(12);

    const year = given.today.slice(0, 4);
    const all = await ordonnancier(`from=${year}-01-01&to=${year}-12-31&size=50`);
    const numbers = all.map((entry) => entry.number);
    expect(numbers.every((number) => number.startsWith(`ORD-${year}-`))).toBe(true);
    expect(numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b)).toEqual(numbers.map((_, index) => index + 1));
    expect(all.filter((entry) => entry.product.id === product.id)).toHaveLength(6);
  });

  it('lists the ordonnancier by days, paged, for administrators only, and prints it in the document language', async () => {
    const staff = await given.user();
    expect((await t.request(staff.token, { method: 'GET', url: '/api/registers/prescriptions' })).statusCode).toBe(403);
    expect((await t.request(staff.token, { method: 'GET', url: '/api/registers/prescriptions/report' })).statusCode).toBe(403);
    const total = (await get('/api/registers/prescriptions?size=10')).json<Paged<OrdonnancierEntry>>().totalElements;
    const second = (await get('/api/registers/prescriptions?size=10&page=1')).json<Paged<OrdonnancierEntry>>();
    expect(second.totalElements).toBe(total);
    expect(second.content.length).toBe(Math.min(10, total - 10));
    expect((await get(`/api/registers/prescriptions?from=${given.day(1)}`)).json<Paged<OrdonnancierEntry>>().totalElements).toBe(0);
    const reversed = await t.request(t.adminToken, {
      method: 'GET',
      url: `/api/registers/prescriptions?from=${given.day(1)}&to=${given.today}`,
    });
    expect(reversed.statusCode).toBe(400);

    const [entry] = await ordonnancier(`from=${given.today}&to=${given.today}&size=10`);
    const pdf = await get(`/api/registers/prescriptions/report?from=${given.today}&to=${given.today}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const french = popplerText(pdf.rawPayload).replace(/\s+/g, ' ');
    for (const text of [
      'Ordonnancier',
      entry.number,
      'Dr Karim Amrani',
      'INPE : 100200300',
      'Fatima Zahra Bennani',
      'CIN : CD123456',
      'Tableau A',
    ])
      expect(french).toContain(text);
    try {
      await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'ar' }).execute();
      const arabic = popplerText((await get(`/api/registers/prescriptions/report?from=${given.today}`)).rawPayload).replace(/\s+/g, ' ');
      for (const text of ['سجل الوصفات', 'الطبيب الواصف', entry.number, 'Fatima Zahra Bennani']) expect(arabic).toContain(text);
    } finally {
      await t.database.db.updateTable('shopSettings').set({ documentLanguage: 'fr' }).execute();
    }
  });

  it('keeps each shop’s register and prescribers apart, numbered from 1 in each', async () => {
    const beta = await openShop(t, 'beta', 'admin@beta.test');
    const as = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
      const answer = await t.request(beta.adminToken, { method, url, ...(payload ? { payload } : {}) });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<T>();
    };
    expect((await as<Paged<OrdonnancierEntry>>('GET', '/api/registers/prescriptions')).totalElements).toBe(0);
    expect(await as<Prescriber[]>('GET', '/api/registers/prescribers')).toEqual([]);

    await as('POST', '/api/categories', { name: 'Psychotropes' });
    const [category] = await as<{ id: number }[]>('GET', '/api/categories');
    await as('POST', '/api/brands', { name: 'Roche', category: { id: category.id } });
    const [brand] = await as<{ id: number }[]>('GET', '/api/brands');
    const units = await as<{ id: number; name: string }[]>('GET', '/api/units');
    await as('POST', '/api/products', { name: 'Lexomil 6 mg', brand: brand.id, unit: units[0].id, schedule: 'C' });
    const [product] = (await as<Paged<{ id: number }>>('GET', '/api/products/search?text=Lexomil')).content;
    await as('POST', '/api/companies', { name: 'Sothema', email: 'a@beta.test', mobile: '0522000000', address: 'Fès' });
    const [company] = await as<{ id: number }[]>('GET', '/api/companies');
    await as('POST', '/api/suppliers', { name: 'Sothema', email: 'a@beta.test', mobile: '0661000000', company: company.id });
    const [supplier] = (await as<Paged<{ id: number }>>('GET', '/api/suppliers/search?text=Sothema')).content;
    await t.request(beta.adminToken, {
      method: 'POST',
      url: '/api/grn',
      payload: given.grnBody({ supplier: supplier.id, lines: [{ product: product.id, quantity: 5 }], paid: 0 }),
    });
    const walkIn = await as<{ id: number }>('GET', '/api/customers/walk-in');
    const sold = await t.request(beta.adminToken, {
      method: 'POST',
      url: '/api/invoice',
      payload: {
        customer: { id: walkIn.id },
        invoiceItems: [{ product: { id: product.id }, quantity: 1 }],
        invoicePayment: { payment: 35, paymentType: 'CASH' },
        prescription: { ...PRESCRIPTION, prescriber: { name: 'Dr Beta' } },
      },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const entries = (await as<Paged<OrdonnancierEntry>>('GET', '/api/registers/prescriptions')).content;
    expect(entries.map((entry) => [entry.number.slice(-6), entry.prescriber.name])).toEqual([['000001', 'Dr Beta']]);
    expect((await ordonnancier()).some((entry) => entry.prescriber.name === 'Dr Beta')).toBe(false);
    expect((await get('/api/registers/prescribers?q=beta')).json<Prescriber[]>()).toEqual([]);
  });
});
