import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import type { InvoiceDetail } from '@hanout/contract';
import { Providers, createQueryClient } from '../../Providers';
import { CreditNoteModal } from './CreditNoteModal';

/** A paid invoice of 7 boxes at 2,74 DH, 2 of them already brought back: 5 can come back. */
const invoice = {
  id: 1,
  number: 'FA-2026-000001',
  customer: { id: 2, name: 'Fatima Zahra' },
  invoiceItems: [
    {
      id: 10,
      stock: { id: 3, batchNumber: 'SME-1', expireDate: '2099-01-01' },
      product: { id: 4, name: 'Smecta', brand: 'Ipsen' },
      quantity: 7,
      sellingPrice: 2.74,
      returnedQuantity: 2,
    },
  ],
  stillDue: 0,
} as unknown as InvoiceDetail;

it('flags a quantity above what can come back as it is typed, never counts it, and writes amounts with two decimals', async () => {
  render(
    <MemoryRouter>
      <Providers client={createQueryClient()}>
        <CreditNoteModal invoice={invoice} onClose={() => undefined} />
      </Providers>
    </MemoryRouter>,
  );
  const units = await screen.findByRole('textbox', { name: 'Units of Smecta returned' });
  const total = () => screen.getByText(/^Credit note total/).textContent?.replace(/\s/g, '');
  await userEvent.type(units, '9');
  // Flagged at once, before the field is left.
  expect(screen.getByText('At most 5', { selector: '.mantine-NumberInput-error' })).toBeTruthy();
  expect(total()).toBe('Creditnotetotal:13,70DH');
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Refunded now/ }).value).toBe('13,70 DH');
  await userEvent.clear(units);
  await userEvent.type(units, '2');
  expect(screen.queryByText('At most 5', { selector: '.mantine-NumberInput-error' })).toBeNull();
  expect(total()).toBe('Creditnotetotal:5,48DH');
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Refunded now/ }).value).toBe('5,48 DH');
});
