import { describe, expect, it } from 'vitest';
import { activeLinkOf } from './navigation';

describe('the menu link a screen lights', () => {
  it('is the most specific, and the history for a document opened from it', () => {
    expect(activeLinkOf('/suppliers/companies/add')).toBe('/suppliers/companies');
    expect(activeLinkOf('/invoice')).toBe('/invoice');
    expect(activeLinkOf('/invoice/12')).toBe('/invoice/history');
    expect(activeLinkOf('/grn/3')).toBe('/grn/history');
    expect(activeLinkOf('/customers/edit/4')).toBe('/customers');
  });
});
