import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import { Providers, createQueryClient } from '../../Providers';
import { ProductForm, type ProductValues } from './ProductForm';

const saved: ProductValues = { name: 'Doliprane 1000 mg', brand: '1', unit: '1', vatRate: '', barcode: '', reorderLevel: '' };

function renderForm(values: ProductValues) {
  // The brands and units lists: none needed, the values already name them.
  vi.stubGlobal('fetch', () => Promise.resolve(Response.json([])));
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <Providers client={createQueryClient()}>
        <ProductForm initialValues={values} submitLabel="Save" submitting={false} onSubmit={onSubmit} />
      </Providers>
    </MemoryRouter>,
  );
  return onSubmit;
}

it('says that a barcode’s check digit is wrong when that is what stops the save, not to fill every field', async () => {
  const onSubmit = renderForm({ ...saved, barcode: '6111000000017' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('The barcode’s last digit does not match its EAN check digit: check the code');
  expect(dialog.textContent).not.toContain('Please fill all the fields!');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('asks to fill every field while a required one is empty', async () => {
  const onSubmit = renderForm({ ...saved, name: '', barcode: '6111000000017' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('dialog')).textContent).toContain('Please fill all the fields!');
  expect(onSubmit).not.toHaveBeenCalled();
});
