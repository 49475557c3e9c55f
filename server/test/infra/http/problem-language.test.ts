import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLanguage, translateDetail } from '../../../src/http/messages';
import { createTestApp, type TestApp } from '../../support/harness';
import { salesFixtures } from '../../support/sales-fixtures';
import { givenShop } from '../../support/given';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const detailIn = async (language: string | undefined, options: { method: 'GET' | 'POST'; url: string; payload?: object }) => {
  const headers: Record<string, string> = language ? { 'accept-language': language } : {};
  const response = await t.request(t.adminToken, { ...options, headers });
  expect(response.headers['content-type']).toContain('application/problem+json');
  return response.json<{ detail: string }>().detail;
};

describe('problem details in the Accept-Language', () => {
  it('reads the header by weight, by base language, English when absent or unknown', () => {
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage('fr-MA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(requestLanguage('de-DE, ar;q=0.5, en;q=0.4')).toBe('ar');
    expect(requestLanguage('en;q=0.2, fr;q=0.7')).toBe('fr');
    expect(requestLanguage('fr;q=0, es')).toBe('en');
  });

  it('translates validation messages field by field, keeping each field’s path', async () => {
    const request = { method: 'POST' as const, url: '/api/customers', payload: { ice: '', name: 'Jo', mobile: '' } };
    expect(await detailIn(undefined, request)).toBe('name: Name must have at least 3 characters; mobile: Mobile is required');
    expect(await detailIn('fr', request)).toBe('name: Le nom doit avoir au moins 3 caractères; mobile: Le téléphone est obligatoire');
    expect(await detailIn('ar-MA', request)).toBe('name: يجب أن يتكون الاسم من 3 أحرف على الأقل; mobile: الهاتف إلزامي');
  });

  it('translates details that carry names and numbers', async () => {
    expect(await detailIn('fr', { method: 'GET', url: '/api/customers/987654' })).toBe('Le client 987654 n’existe pas.');
    const fx = salesFixtures(t.database.db);
    const stock = await fx.stock(await fx.product('Ventoline'), { quantity: 2 });
    const customer = await fx.customer({ name: 'Karim' });
    const sale = {
      method: 'POST' as const,
      url: '/api/invoice',
      payload: givenShop(t).saleBody({ customer: customer.id, lines: [{ stock, quantity: 3 }] }),
    };
    expect(await detailIn('fr', sale)).toBe(
      'Stock insuffisant pour Ventoline : seulement 2 disponibles pour 3 demandés. La facture n’a pas été enregistrée.',
    );
    expect(await detailIn('ar', sale)).toBe('المخزون غير كاف من Ventoline: المتوفر 2 والمطلوب 3. لم تسجل الفاتورة.');
    expect(await detailIn(undefined, sale)).toBe('Not enough stock for Ventoline: 2 available, 3 requested. The invoice was not saved.');
  });

  it('writes amounts as the screens do in French and Arabic, decimal comma and thousands grouped, and nothing else', () => {
    expect(translateDetail('The payment (30.01 DH) is more than the shop owes the supplier (30.00 DH).', 'fr')).toBe(
      'Le paiement (30,01 DH) dépasse ce que la boutique doit au fournisseur (30,00 DH).',
    );
    expect(translateDetail('The payment (1234567.50 DH) is more than the shop owes the supplier (-1000.00 DH).', 'fr')).toBe(
      'Le paiement (1.234.567,50 DH) dépasse ce que la boutique doit au fournisseur (-1.000,00 DH).',
    );
    expect(translateDetail('The payment (999.99 DH) is more than the shop owes the supplier (1000.00 DH).', 'ar')).toContain(
      '1.000,00 درهم',
    );
    // A product named like an amount keeps its name.
    expect(translateDetail('Not enough stock for 2305.12: 2 available, 3 requested. The invoice was not saved.', 'fr')).toBe(
      'Stock insuffisant pour 2305.12 : seulement 2 disponibles pour 3 demandés. La facture n’a pas été enregistrée.',
    );
  });

  it('says zod’s own messages plainly, and leaves a part no catalogue knows in English', () => {
    expect(translateDetail('nearExpiryDays: Too small: expected number to be >=1', 'fr')).toBe(
      'nearExpiryDays: La valeur est d’au moins 1',
    );
    expect(translateDetail('cnss: Invalid input: expected string, received undefined', 'ar')).toBe('cnss: هذا الحقل إلزامي');
    expect(translateDetail('invoicePayment.payment: Too big: expected number to be <=10000000', 'fr')).toBe(
      'invoicePayment.payment: Le montant dépasse 10.000.000 DH',
    );
    expect(translateDetail('Something nobody wrote; name: Name is required', 'fr')).toBe(
      'Something nobody wrote; name: Le nom est obligatoire',
    );
  });
});

describe('confirmations in the Accept-Language', () => {
  it('answers a save’s message in the client’s language, English when absent', async () => {
    const save = (language: string | undefined, name: string) =>
      t.request(t.adminToken, {
        method: 'POST',
        url: '/api/categories',
        payload: { name },
        headers: language ? { 'accept-language': language } : {},
      });
    expect((await save(undefined, 'Hygiène')).json()).toEqual({ message: 'Category registered successfully.' });
    expect((await save('fr', 'Vitamines')).json()).toEqual({ message: 'Catégorie enregistrée.' });
    expect((await save('ar', 'Bébé')).json()).toEqual({ message: 'تم تسجيل الفئة.' });
  });
});
