import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pdfDate, pdfMoney, renderPdf } from '../../../src/pdf/pdf-document';
import { pdfText } from '../../support/pdf-text';

/** A shop that has only filled in its name, with English labels. */
const shop = { name: 'Hanout', lines: [], legal: '', logo: null, language: 'en' as const };

describe('renderPdf', () => {
  it('writes a parseable A4 document with its header, parties, lines, totals and notes', async () => {
    const pdf = await renderPdf({
      title: 'Invoice',
      number: 'FA-2026-000001',
      date: '22/11/2026 10:00',
      shop,
      parties: [{ label: 'Customer', lines: ['Pharmacie Atlas', 'ICE 001122334455667'] }],
      columns: [
        { header: 'Product', width: 0.6 },
        { header: 'Total', width: 0.4, align: 'right' },
      ],
      rows: [['Doliprane 1000 mg', pdfMoney(1234.5)]],
      totals: [['Grand Total', pdfMoney(1234.5)]],
      notes: ['Arrêtée la présente facture à la somme de mille deux cent trente-quatre dirhams'],
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Hanout',
      'Invoice',
      'FA-2026-000001',
      'Pharmacie Atlas',
      'Doliprane 1000 mg',
      '1.234,50 DH',
      'Arrêtée la présente facture',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lays documents out off the main thread: the server keeps answering meanwhile', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => [
      `Product with a name long enough to wrap in its cell, number ${i + 1}`,
      pdfMoney(i),
    ]);
    const columns = [
      { header: 'Product', width: 0.3 },
      { header: 'Value', width: 0.7 },
    ];
    let turns = 0;
    let rendering = true;
    const spin = () => {
      turns += 1;
      if (rendering) setImmediate(spin);
    };
    const pdf = renderPdf({ title: 'Stock Report', date: '22/11/2026', shop, columns, rows }).finally(() => (rendering = false));
    setImmediate(spin);
    const text = await pdfText(await pdf);
    expect(text).toContain('number 3000');
    // On the main thread, the hundreds of milliseconds of layout would let the event loop turn only a few times.
    expect(turns).toBeGreaterThan(100);
  });

  it('writes names in Arabic script shaped, in Amiri, each direction run where it reads, on a French page', async () => {
    const pdf = await renderPdf({
      title: 'Facture',
      date: '25/11/2026',
      shop: { ...shop, name: 'صيدلية الأمل', language: 'fr' },
      parties: [{ label: 'Client', lines: ['محمد العلوي – Société Élan', 'درب السلطان، الدار البيضاء'] }],
      columns: [{ header: 'Désignation', width: 1 }],
      rows: [['دواء Sirop 125 ml']],
    });
    expect(pdf.toString('latin1')).toContain('Amiri');
    // The text comes back in the order it is seen, left to right: each Arabic run reads from its right end.
    const lines = (await pdfText(pdf)).split('\n');
    expect(lines[0]).toMatch(/^الأمل صيدلية/);
    expect(lines).toContain('العلوي محمد – Société Élan');
    expect(lines).toContain('البيضاء الدار السلطان، درب');
    expect(lines).toContain('دواء Sirop 125 ml');
  });

  it('continues long tables on new pages', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Line ${i + 1}`, pdfMoney(i)]);
    const text = await pdfText(
      await renderPdf({
        title: 'Stock Report',
        date: '22/11/2026',
        shop,
        columns: [
          { header: 'Product', width: 0.5 },
          { header: 'Value', width: 0.5 },
        ],
        rows,
      }),
    );
    expect(text).toContain('Line 120');
    expect(text).toMatch(/Page 3 of 3|Page 4 of 4/);
  });

  it('gives a totals label that wraps the height of its lines, so that the next one starts below it', async () => {
    const pdf = await renderPdf({
      title: 'Stock',
      date: '26/11/2026 22:00',
      shop,
      parties: [],
      columns: [{ header: 'Product', width: 1 }],
      rows: [['Doliprane']],
      totals: [
        ['Near expiry within 90 days, at buying price', pdfMoney(1)],
        ['Stock value', pdfMoney(2)],
      ],
    });
    // Each word with its box, as poppler lays the page out (y grows downwards).
    const words = [
      ...execFileSync('pdftotext', ['-bbox', '-', '-'], { input: pdf, encoding: 'utf8' }).matchAll(
        /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ),
    ].map(([, yMin, yMax, word]) => ({ word, yMin: Number(yMin), yMax: Number(yMax) }));
    const lastOfLabel = words.find((word) => word.word === 'price')!;
    const nextLabel = words.find((word) => word.word === 'Stock' && word.yMin > words.find((w) => w.word === 'Near')!.yMin)!;
    expect(lastOfLabel.yMin).toBeGreaterThan(words.find((word) => word.word === 'Near')!.yMax);
    expect(nextLabel.yMin).toBeGreaterThanOrEqual(lastOfLabel.yMax);
  });

  it('formats dates and amounts for reading', () => {
    expect(pdfDate('2026-02-03')).toBe('03/02/2026');
    expect(pdfMoney(0.1 + 0.2)).toBe('\u200e0,30 DH');
  });
});
