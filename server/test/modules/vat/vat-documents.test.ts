import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/harness';
import { pdfText, popplerText } from '../../support/pdf-text';
import { addDays, insertSupplier, shopToday } from '../../support/purchasing-fixtures';
import { salesFixtures } from '../../support/sales-fixtures';
import { givenShop, type Given } from '../../support/given';

let t: TestApp;
let given: Given;
let fx: ReturnType<typeof salesFixtures>;
let medicine: number;
let cream: number;
const text = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, ' ');

const IDENTITY = {
  name: 'Pharmacie Atlas',
  legalName: 'Atlas Santé SARL',
  address: '12 boulevard Zerktouni',
  city: 'Casablanca',
  phone: '0522334455',
  email: 'contact@atlas.ma',
  ice: '001525896000045',
  identifiantFiscal: '40123456',
  registreCommerce: '123456',
  taxeProfessionnelle: '35712345',
  cnss: '7654321',
  vatRegistered: true,
  vatExemptionNote: "Exonéré de la TVA en application de l'article 92 du CGI",
  invoiceFooter: 'RIB 011 780 0000123456789012 34',
  documentLanguage: 'fr',
  nearExpiryDays: 90,
};

beforeAll(async () => {
  t = await createTestApp();
  given = givenShop(t);
  fx = salesFixtures(t.database.db);
  const product = async (name: string, vatRate: 0 | 20) => {
    const id = await fx.product(name);
    await t.database.db.updateTable('products').set({ vatRate }).where('id', '=', id).execute();
    return id;
  };
  medicine = await fx.stock(await product('Doliprane 1000 mg', 0), { quantity: 100, sellingPrice: 1850 });
  cream = await fx.stock(await product('Crème Avène', 20), { quantity: 100, sellingPrice: 12000 });
});
afterAll(() => t.close());

const sell = (customerId: number, payment: number) =>
  given.trySale({
    customer: customerId,
    lines: [
      { stock: medicine, quantity: 2 },
      { stock: cream, quantity: 1 },
    ],
    paid: payment,
  });

describe('documents before the identity is filled in', () => {
  it('still print', async () => {
    const customer = await fx.customer({ name: 'Early Bird' });
    const response = await sell(customer.id, 0);
    expect(response.statusCode).toBe(200);
    expect(await text(response.rawPayload)).toContain('Facture N° FA-');
  });
});

describe('the French invoice', () => {
  beforeAll(async () => {
    expect((await t.request(t.adminToken, { method: 'PUT', url: '/api/settings/shop', payload: IDENTITY })).statusCode).toBe(200);
  });

  it('carries every legal mention, for a business customer paying part', async () => {
    const customer = await fx.customer({ name: 'Clinique Anfa', ice: '002233445566778' });
    await t.database.db
      .updateTable('customers')
      .set({ type: 'BUSINESS', address: '5 rue Anfa, Casablanca' })
      .where('id', '=', customer.id)
      .execute();
    const response = await sell(customer.id, 100);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await text(response.rawPayload);
    for (const expected of [
      // Seller: header and footer.
      'Pharmacie Atlas',
      'Atlas Santé SARL',
      '12 boulevard Zerktouni, Casablanca',
      'Tél : 0522334455',
      'ICE : 001525896000045',
      'IF : 40123456',
      'RC : 123456',
      'TP : 35712345',
      'CNSS : 7654321',
      'RIB 011 780 0000123456789012 34',
      `Facture N° ${String(response.headers['x-document-number'])}`,
      'Date :',
      // Customer.
      'Clinique Anfa',
      '5 rue Anfa, Casablanca',
      'ICE : 002233445566778',
      // Lines.
      'Désignation',
      'Qté',
      'Prix unitaire TTC',
      'TVA',
      'Total TTC',
      'Doliprane 1000 mg',
      '30/06/2030',
      '18,50 DH',
      '37,00 DH',
      'Crème Avène',
      '120,00 DH',
      '0 %',
      '20 %',
      // The VAT by rate and the totals.
      'Base HT',
      '0 % 37,00 DH 0,00 DH 37,00 DH',
      '20 % 100,00 DH 20,00 DH 120,00 DH',
      'Total HT 137,00 DH',
      'Total TVA 20,00 DH',
      'Total TTC 157,00 DH',
      'Mode de paiement : Espèces',
      'Montant payé (Espèces) 100,00 DH',
      'Reste à payer 57,00 DH',
      "Lignes à 0 % : Exonéré de la TVA en application de l'article 92 du CGI",
      'Arrêtée la présente facture à la somme de cent cinquante-sept dirhams.',
      'Page 1/1',
    ]) {
      expect(pdf).toContain(expected);
    }
    expect(pdf).not.toContain('Monnaie à rendre');
  });

  it('says a sale with nothing paid was made on account, with no payment type', async () => {
    const customer = await fx.customer({ name: 'Pharmacie du Port' });
    const response = await sell(customer.id, 0);
    const pdf = await text(response.rawPayload);
    expect(pdf).toContain('Mode de paiement : À crédit');
    expect(pdf).toContain('Montant payé (À crédit) 0,00 DH');
    expect(pdf).not.toContain('Espèces');
    const id = Number(response.headers['x-document-id']);
    const receipt = await t.request(t.adminToken, { method: 'GET', url: `/api/invoice/${id}/receipt` });
    const ticket = await text(receipt.rawPayload);
    expect(ticket).toContain('Montant payé (À crédit) 0,00 DH');
    expect(ticket).not.toContain('Espèces');
  });

  it('shows the change given back to the walk-in customer, who has no ICE printed', async () => {
    const walkIn = await t.database.db.selectFrom('customers').select('id').where('isWalkIn', '=', 1).executeTakeFirstOrThrow();
    const response = await sell(walkIn.id, 200);
    const pdf = await text(response.rawPayload);
    expect(pdf).toContain('Client comptoir');
    expect(pdf).toContain('Monnaie à rendre 43,00 DH');
    expect(pdf).toContain('Reste à payer 0,00 DH');
    expect(pdf.match(/ICE/g)).toHaveLength(1); // the shop's, in the footer
  });

  it('numbers its pages on every page, with the identity on each', async () => {
    const customer = await fx.customer({ name: 'Grossiste' });
    const lines = [];
    for (let i = 0; i < 45; i++)
      lines.push({ stock: { id: await fx.stock(await fx.product(`Article ${i}`), { quantity: 1 }) }, quantity: 1 });
    const response = await t.request(t.adminToken, {
      method: 'POST',
      url: '/api/invoice',
      payload: { customer: { id: customer.id }, invoiceItems: lines, invoicePayment: { payment: 0, paymentType: 'CHEQUE' } },
    });
    const pdf = await text(response.rawPayload);
    expect(pdf).toContain('Page 1/2');
    expect(pdf).toContain('Page 2/2');
    expect(pdf.match(/IF : 40123456/g)).toHaveLength(2);
  });

  it('shows plain amounts and the article 89 note while the shop is outside the VAT', async () => {
    await t.request(t.adminToken, { method: 'PUT', url: '/api/settings/shop', payload: { ...IDENTITY, vatRegistered: false } });
    const customer = await fx.customer({ name: 'Hors TVA' });
    const pdf = await text((await sell(customer.id, 157)).rawPayload);
    await t.request(t.adminToken, { method: 'PUT', url: '/api/settings/shop', payload: IDENTITY });
    expect(pdf).toContain('TVA non applicable (article 89 du CGI)');
    expect(pdf).toContain('Total 157,00 DH');
    expect(pdf).not.toContain('Total HT');
    expect(pdf).not.toContain('Base HT');
  });

  it('prints the shop’s own article 89 note when one is set, the standard one when it is emptied', async () => {
    const note = 'TVA non applicable en vertu de l’article 89-I-2°-b du CGI';
    const put = (payload: object) => t.request(t.adminToken, { method: 'PUT', url: '/api/settings/shop', payload });
    expect((await put({ ...IDENTITY, vatRegistered: false, vatNotApplicableNote: note })).statusCode).toBe(200);
    const customer = await fx.customer({ name: 'Hors TVA note' });
    const custom = await text((await sell(customer.id, 20)).rawPayload);
    // Absent from a later save, the note is kept; emptied, the standard one comes back.
    expect((await put({ ...IDENTITY, vatRegistered: false })).statusCode).toBe(200);
    const kept = (await t.request(t.adminToken, { method: 'GET', url: '/api/settings/shop' })).json<{ vatNotApplicableNote: string }>();
    expect((await put({ ...IDENTITY, vatRegistered: false, vatNotApplicableNote: '' })).statusCode).toBe(200);
    const standard = await text((await sell(customer.id, 20)).rawPayload);
    await put({ ...IDENTITY });
    expect(custom.replace(/\s+/g, ' ')).toContain(note);
    expect(kept.vatNotApplicableNote).toBe(note);
    expect(standard).toContain('TVA non applicable (article 89 du CGI)');
  });
});

describe('GRNs before tax', () => {
  it('adds the VAT of each line to the HT buying prices; payment and balance are against TTC', async () => {
    const supplier = await insertSupplier(t);
    const today = shopToday(t);
    const line = (product: number, quantity: number, buyingPrice: number) => ({
      product,
      quantity,
      buyingPrice,
      sellingPrice: buyingPrice * 2,
      manufactureDate: addDays(today, -10),
      expireDate: addDays(today, 300),
    });
    const medicineProduct = (await fx.stockRow(medicine)).productId;
    const creamProduct = (await fx.stockRow(cream)).productId;
    const { response } = await given.grn({ supplier: supplier.id, lines: [line(medicineProduct, 10, 12), line(creamProduct, 5, 62.5)] });
    const grn = await t.database.db
      .selectFrom('grns')
      .selectAll()
      .where('number', '=', String(response.headers['x-document-number']))
      .executeTakeFirstOrThrow();
    // 120 HT at 0 % + 312.50 HT at 20 % (62.50 VAT) = 432.50 HT, 495.00 TTC, all on credit.
    expect(grn).toMatchObject({ total: 49500, totalVat: 6250, payment: 0, balance: -49500 });
    const pdf = await text(response.rawPayload);
    for (const expected of [
      'Bon de réception',
      'Pharmacie Atlas',
      'ICE : 001525896000045',
      'Prix d’achat HT',
      'Total HT 432,50 DH',
      'Total TVA 62,50 DH',
      'Total TTC 495,00 DH',
      '20 % 312,50 DH 62,50 DH 375,00 DH',
      'Reste dû au fournisseur 495,00 DH',
    ]) {
      expect(pdf).toContain(expected);
    }
  });
});

describe('documents in Arabic', () => {
  const NAME = 'محمد العلوي – Société Élan';
  let customerId: number;
  beforeAll(async () => {
    customerId = (await fx.customer({ name: NAME, ice: '002233445566778' })).id;
  });
  afterAll(async () => {
    await t.request(t.adminToken, { method: 'PUT', url: '/api/settings/shop', payload: IDENTITY });
  });

  it('prints the customer’s name whole in a French invoice', async () => {
    const pdf = popplerText((await sell(customerId, 100)).rawPayload);
    expect(pdf).toContain('Facture N°');
    // pdftotext joins the dash to the Arabic run it follows on a left-to-right page; each script's part reads whole.
    expect(pdf).toContain('محمد العلوي');
    expect(pdf).toContain('Société Élan');
  });

  it('labels the invoice, its receipt and a GRN in Arabic, right to left, with the amount in Arabic words', async () => {
    // The exemption note left empty: the standard one, in Arabic.
    await t.request(t.adminToken, {
      method: 'PUT',
      url: '/api/settings/shop',
      payload: { ...IDENTITY, vatExemptionNote: '', documentLanguage: 'ar' },
    });
    const response = await sell(customerId, 100);
    const invoice = popplerText(response.rawPayload);
    for (const expected of [
      NAME,
      `فاتورة رقم ${String(response.headers['x-document-number'])}`,
      'الزبون',
      'البيان',
      'المجموع دون احتساب الضريبة',
      'مجموع الضريبة على القيمة المضافة',
      'المبلغ المتبقي',
      'مائة وسبعة وخمسون درهمًا',
      '157,00 DH',
      'RIB 011 780 0000123456789012 34',
      'معفى من الضريبة على القيمة المضافة',
    ]) {
      expect(invoice).toContain(expected);
    }
    expect(invoice).not.toMatch(/Facture|Total|Reste|Exonéré/);

    const receipt = popplerText(
      (await t.request(t.adminToken, { method: 'GET', url: `/api/invoice/${String(response.headers['x-document-id'])}/receipt` }))
        .rawPayload,
    );
    for (const expected of [NAME, 'وصل البيع', 'المبلغ المتبقي', 'شكرا على']) expect(receipt).toContain(expected);

    // A GRN issued in Arabic (those issued before the switch stay in French, as issued).
    const today = shopToday(t);
    const { response: grn } = await given.grn({
      supplier: (await insertSupplier(t, 'Anas Berrada', 'Pharma 5')).id,
      lines: [
        {
          product: (await fx.stockRow(medicine)).productId,
          quantity: 2,
          buyingPrice: 12,
          sellingPrice: 24,
          manufactureDate: addDays(today, -10),
          expireDate: addDays(today, 300),
        },
      ],
    });
    const grnText = popplerText(grn.rawPayload);
    for (const expected of ['وصل الاستلام', 'المورد', 'ثمن الشراء دون الضريبة', 'المستحق']) expect(grnText).toContain(expected);
  });
});
