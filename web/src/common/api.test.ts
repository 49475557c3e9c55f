import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPdf, fileNameOf, openPdf } from './files';
import { readableDetail } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('PDF files', () => {
  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameOf('inline; filename="FA-2026-000012.pdf"', 'document.pdf')).toBe('FA-2026-000012.pdf');
    expect(fileNameOf('inline', 'document.pdf')).toBe('document.pdf');
    expect(fileNameOf(null, 'document.pdf')).toBe('document.pdf');
  });

  it('names a saved document as the server does, and downloads it under that name when pop-ups are blocked', async () => {
    const answer = new Response('%PDF-1.3', {
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="BR-2026-000007.pdf"' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer)),
    );
    const file = await apiPdf('/grn', { method: 'POST', body: {} });
    expect(file.name).toBe('BR-2026-000007.pdf');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.3');

    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    openPdf(file);
    expect(clicked).toEqual([{ download: 'BR-2026-000007.pdf', href: expect.stringMatching(/^blob:/) }]);
  });
});

describe('problem details on screen', () => {
  it('leaves the request paths out, and says a repeated message once', () => {
    expect(readableDetail('countedQuantity: La quantité comptée est trop grande')).toBe('La quantité comptée est trop grande');
    expect(
      readableDetail(
        'grnItems.0.quantity: Quantity must be at least 1; grnItems.2.quantity: Quantity must be at least 1; supplier: Supplier 9 does not exist',
      ),
    ).toBe('Quantity must be at least 1; supplier: Supplier 9 does not exist');
    // A detail that starts with a product's name keeps it.
    expect(readableDetail('Doliprane: batch #3 expired on 01/11/2026 and cannot be sold.')).toBe(
      'Doliprane: batch #3 expired on 01/11/2026 and cannot be sold.',
    );
  });
});
