import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminToken,
  callApi,
  seedSupplierAndBrand,
  signIn,
  type RunningApp,
  reportPageOnFailure,
} from './harness';
import { closeShop, openPage, startShop } from './support/shop';

/** A customer's credit ("carnet") as the shop keeps it: sales on credit, a payment later, the statement. */
const SHOTS = path.join(import.meta.dirname, 'screenshots');
const STAFF = { name: 'Salma Caisse', username: 'salma', email: 'salma@hanout.test', password: 'salma-secret', mobile: '0611443355' };
const CUSTOMER = { name: 'Fatima Zahra Bennani', mobile: '0661234567', ice: '' };

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

const call = <T>(method: string, url: string, body?: unknown) => callApi<T>(app.url, token, method, url, body);
const plain = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0.]/g, '');
function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A product at 25 DH in stock, and the customer who buys on credit twice: 100 DH (20 paid) then 50 DH. */
async function seed(): Promise<{ invoices: string[] }> {
  token = await adminToken(app.url);
  await call('POST', '/users', { ...STAFF, role: 'ROLE_USER', isEnabled: true });
  const { supplierId, brandId, unitId } = await seedSupplierAndBrand(call, {
    company: { name: 'Sothema', email: 'contact@sothema.ma', mobile: '0522000001', address: 'Casablanca' },
    supplier: { name: 'Omar Tazi', email: 'omar@sothema.ma', mobile: '0661000002' },
    category: 'Parapharmacie',
    brand: 'Avène',
  });
  await call('POST', '/products', { name: 'Crème hydratante', brand: brandId, unit: unitId });
  const product = (await call<{ content: { id: number }[] }>('GET', '/products/search?text=&page=0&size=10')).content[0];
  await call('POST', '/grn', {
    supplier: supplierId,
    grnPayment: { payment: 0, paymentType: 'CASH' },
    grnItems: [
      {
        product: product.id,
        quantity: 20,
        buyingPrice: 15,
        sellingPrice: 25,
        manufactureDate: day(-30),
        expireDate: day(400),
        batchNumber: 'CR2611',
      },
    ],
  });
  await call('POST', '/customers', CUSTOMER);
  const customer = (await call<{ content: { id: number }[] }>('GET', `/customers/search?text=Bennani&page=0&size=10`)).content[0];
  const stock = (await call<{ content: { id: number }[] }>('POST', '/stock/search', { stock: {}, page: 0, size: 10 })).content[0];
  const invoices: string[] = [];
  for (const [quantity, payment] of [
    [4, 20],
    [2, 0],
  ]) {
    const response = await fetch(`${app.url}/api/invoice`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        customer: { id: customer.id },
        invoiceItems: [{ stock: { id: stock.id }, quantity }],
        invoicePayment: { payment, paymentType: 'CASH' },
      }),
    });
    invoices.push(response.headers.get('x-document-number')!);
  }
  return { invoices };
}

let invoices: string[];
beforeAll(async () => {
  ({ app, browser } = await startShop({ screenshots: SHOTS }));
  ({ invoices } = await seed());
  ({ context, page } = await openPage(browser, app, { signIn: { username: STAFF.email, password: STAFF.password, language: 'fr' } }));
});
reportPageOnFailure(() => page);
afterAll(() => closeShop({ app, browser, context }));

describe('receivables', () => {
  it('lists the customer who owes, takes a payment on the newest invoice first, and gives the receipt and the statement', async () => {
    await page.getByRole('link', { name: 'Créances clients' }).click();
    await page.waitForURL(`${app.url}/receivables`);
    const table = page.getByRole('table', { name: 'Créances clients' });
    const line = table.getByRole('row').filter({ hasText: CUSTOMER.name });
    await expect.poll(() => line.count()).toBe(1);
    // 100 − 20 + 50 = 130 DH over two invoices.
    expect((await line.getByRole('cell').allTextContents()).map(plain).slice(2, 5)).toEqual([
      '2',
      expect.stringContaining('(aujourd’hui)'),
      '130,00DH',
    ]);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      // The navbar slides away on a phone: the picture waits for it to finish.
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(SHOTS, `fr-receivables-owing-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // From the keyboard: the payment form opens on the amount owed.
    await line.getByRole('button', { name: `Encaisser un paiement de ${CUSTOMER.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Encaisser un paiement' });
    const amount = dialog.getByLabel('Montant reçu');
    await expect.poll(() => amount.getAttribute('placeholder')).toContain('130,00');
    // 60 DH on the newest invoice first (50 owed), the rest on the oldest.
    await dialog.getByRole('checkbox', { name: `Régler ${invoices[1]} en premier` }).check();
    // Ticked, the invoice proposes what it still owes; what the clerk types is the amount, never added to it.
    await expect.poll(() => amount.getAttribute('placeholder')).toContain('50,00');
    await amount.click();
    await page.keyboard.type('60');
    expect(await amount.inputValue()).toBe('60 DH');
    await page.screenshot({ path: path.join(SHOTS, 'fr-receivables-payment-1366.png') });
    await amount.press('Enter');
    const recorded = page.getByRole('dialog').filter({ hasText: 'Paiement encaissé' });
    await recorded.waitFor();
    expect(await recorded.textContent()).toMatch(/Reçu RC-\d{4}-000001 : 60,00\sDH reçus de Fatima Zahra Bennani\./);
    const popup = context.waitForEvent('page');
    await recorded.getByRole('button', { name: 'Ouvrir le reçu' }).click();
    const receipt = await popup;
    expect(receipt.url()).toMatch(/^blob:/);
    await receipt.close();

    // 130 − 60 = 70 DH left, on the oldest invoice only.
    await expect
      .poll(async () => (await line.getByRole('cell').allTextContents()).map(plain).slice(2, 5))
      .toEqual(['1', expect.stringContaining('(aujourd’hui)'), '70,00DH']);
    const account = await call<{ amountDue: number; openInvoices: { number: string; remainingDue: number }[] }>(
      'GET',
      `/customers/${(await call<{ content: { id: number }[] }>('GET', '/customers/search?text=Bennani&page=0&size=10')).content[0].id}/account`,
    );
    expect(account.amountDue).toBe(70);
    expect(account.openInvoices).toEqual([expect.objectContaining({ number: invoices[0], remainingDue: 70 })]);

    // The statement opens as a PDF.
    const statement = page.waitForResponse((response) => response.url().includes('/statement'));
    const statementWindow = context.waitForEvent('page');
    await line.getByRole('button', { name: `Relevé de ${CUSTOMER.name}` }).click();
    const answer = await statement;
    expect(answer.headers()['content-type']).toBe('application/pdf');
    await (await statementWindow).close();

    // The dashboard shows what is owed, and who owes the most.
    await page.getByRole('link', { name: 'Tableau de bord' }).click();
    const card = page.getByRole('heading', { name: 'Créances clients' }).locator('xpath=ancestor::div[contains(@class, "Paper")][1]');
    await expect.poll(async () => plain(await card.textContent())).toContain('70,00DHClientsdébiteurs:1');
    expect(await card.textContent()).toContain(CUSTOMER.name);
    await page.screenshot({ path: path.join(SHOTS, 'fr-dashboard-receivables-1366.png'), fullPage: true });
  });

  it('takes one item back from the older invoice on credit, and the statement shows the credit note', async () => {
    await page.goto(`${app.url}/invoice/history`);
    await page.getByRole('link', { name: invoices[0] }).click();
    await page.getByRole('heading', { name: `Facture ${invoices[0]}` }).waitFor();
    await page.getByRole('button', { name: 'Retour de marchandise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retour de marchandise' });
    // 70 DH still owed on it: one cream (25 DH) comes back, damaged, and goes off what is owed (nothing refunded).
    await dialog.getByLabel('Unités de Crème hydratante retournées').fill('1');
    await dialog.getByLabel('Motif du retour de Crème hydratante').fill('Tube abîmé');
    await expect.poll(async () => plain(await dialog.getByText('Total de l’avoir').textContent())).toContain('25,00DH');
    expect(await dialog.getByLabel('Remboursé maintenant').inputValue()).toMatch(/^0/);
    await page.screenshot({ path: path.join(SHOTS, 'fr-credit-note-1366.png') });
    await dialog.getByRole('button', { name: 'Enregistrer l’avoir' }).click();
    const recorded = page.getByRole('dialog').filter({ hasText: 'Avoir enregistré' });
    await recorded.waitFor();
    const number = /AV-\d{4}-000001/.exec((await recorded.textContent()) ?? '')?.[0];
    expect(number).toBeDefined();
    const popup = context.waitForEvent('page');
    await recorded.getByRole('button', { name: 'Ouvrir l’avoir' }).click();
    expect((await popup).url()).toMatch(/^blob:/);
    await (await popup).close();

    // The invoice lists its credit note and owes 45 DH now; the stock has the cream back.
    await expect
      .poll(async () => page.getByRole('table', { name: 'Avoirs' }).getByRole('row').filter({ hasText: number! }).count())
      .toBe(1);
    const customer = (await call<{ content: { id: number }[] }>('GET', '/customers/search?text=Bennani&page=0&size=10')).content[0];
    expect((await call<{ amountDue: number }>('GET', `/customers/${customer.id}/account`)).amountDue).toBe(45);

    // The statement's last line is the credit note, and its balance is what is owed.
    const statement = await fetch(`${app.url}/api/customers/${customer.id}/statement`, { headers: { authorization: `Bearer ${token}` } });
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(await statement.arrayBuffer()), encoding: 'utf8' });
    const creditLine = text.split('\n').find((line) => line.includes(number!));
    expect(plain(creditLine ?? '')).toContain('Avoir25,00DH45,00DH');
    expect(plain(text)).toContain('Soldeàlafindelapériode45,00DH');
  });

  it('takes goods back on a phone in Arabic: each line stacked, its units typed without scrolling sideways', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const arabic = await phone.newPage();
    try {
      await signIn(arabic, app.url, ADMIN_EMAIL, ADMIN_PASSWORD, 'ar');
      await arabic.goto(`${app.url}/invoice/history`);
      await arabic.getByRole('link', { name: invoices[1] }).click();
      await arabic.getByRole('button', { name: 'إرجاع سلع' }).click();
      const dialog = arabic.getByRole('dialog', { name: 'إرجاع سلع' });
      const units = dialog.getByLabel('الوحدات المرجعة من Crème hydratante');
      await units.waitFor();
      // The dialog's opening animation over, nothing of the lines lies outside the dialog nor the screen.
      await arabic.waitForTimeout(500);
      const [inside, lines, field] = await Promise.all([
        dialog.boundingBox(),
        dialog.getByRole('table').boundingBox(),
        units.boundingBox(),
      ]);
      for (const box of [lines!, field!]) {
        expect(box.x).toBeGreaterThanOrEqual(Math.max(0, inside!.x));
        expect(box.x + box.width).toBeLessThanOrEqual(Math.min(390, inside!.x + inside!.width));
      }
      await arabic.screenshot({ path: path.join(SHOTS, 'ar-credit-note-390.png') });
      await units.fill('1');
      await expect.poll(async () => plain(await dialog.getByText('مجموع الإشعار الدائن').textContent())).toContain('25,00');
    } finally {
      await phone.close();
    }
  });

  it('traces the lot to the customer when it is recalled, on screen and as a PDF', async () => {
    // Two units of the lot sold over the counter: nobody to call.
    const walkIn = await call<{ id: number }>('GET', '/customers/walk-in');
    const [lot] = (
      await call<{ content: { id: number }[] }>('POST', '/stock/search', { stock: { productName: 'CR2611' }, page: 0, size: 10 })
    ).content;
    await call('POST', '/invoice', {
      customer: { id: walkIn.id },
      invoiceItems: [{ stock: { id: lot.id }, quantity: 2 }],
      invoicePayment: { payment: 1000, paymentType: 'CASH' },
    });
    await page.getByRole('link', { name: 'Rappel de lot' }).click();
    await page.getByLabel('N° de lot').fill('CR2611');
    await page.getByLabel('N° de lot').press('Enter');
    const sales = page.getByRole('table', { name: 'Ventes du lot' });
    await expect.poll(() => sales.getByRole('row').filter({ hasText: CUSTOMER.name }).count()).toBe(2);
    expect(plain(await page.getByText(/Unités vendues/).textContent())).toBe('Unitésvendues:8·Enpréparations:0·Clients:1·Retournées:1');
    expect(plain(await page.getByText(/Ventes au comptoir/).textContent())).toBe('Ventesaucomptoir,nontraçables:1·Unités:2');
    expect(await sales.getByRole('row').filter({ hasText: 'Client comptoir' }).count()).toBe(0);
    // The batch's account: 20 received, 8 sold, 1 brought back and put on the shelf, no pack split, 13 left.
    const batch = page.getByRole('table', { name: 'Mouvements des unités de chaque lot' }).getByRole('row').nth(1);
    expect((await batch.getByRole('cell').allTextContents()).slice(1)).toEqual(['20', '-8', '+1', '0', '0', '0', '0', '0', '13']);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(SHOTS, `fr-recall-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    const pdf = page.waitForResponse((response) => response.url().includes('/recall/report'));
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Voir le document' }).click();
    expect((await pdf).headers()['content-type']).toBe('application/pdf');
    await (await popup).close();
  });

  it('refuses more than is owed, in the form, before anything is sent', async () => {
    await page.getByRole('link', { name: 'Créances clients' }).click();
    const line = page.getByRole('table', { name: 'Créances clients' }).getByRole('row').filter({ hasText: CUSTOMER.name });
    await line.getByRole('button', { name: `Encaisser un paiement de ${CUSTOMER.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Encaisser un paiement' });
    await dialog.getByLabel('Montant reçu').fill('70,01');
    await expect.poll(() => dialog.getByText('Le paiement dépasse ce que le client doit').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
  });
});
