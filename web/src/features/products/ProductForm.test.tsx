import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import type { Brand, Unit } from '@hanout/contract';
import { Providers, createQueryClient } from '../../Providers';
import { ProductForm, type ProductValues } from './ProductForm';
import { NO_MEDICINE } from './medicineForm';

const saved: ProductValues = {
  name: 'Doliprane 1000 mg',
  brand: '1',
  unit: '1',
  vatRate: '',
  barcode: '',
  reorderLevel: '',
  ...NO_MEDICINE,
};

const CATALOGUE: { brand: Brand; unit: Unit } = {
  brand: { id: 1, name: 'Sanofi', category: { id: 1, name: 'Antalgiques' } },
  unit: { id: 1, name: 'Box' },
};

function renderForm(values: ProductValues) {
  // The brands and units lists: the values name them.
  vi.stubGlobal('fetch', (url: string) =>
    Promise.resolve(
      Response.json(
        String(url).includes('/brands') || String(url).includes('/units')
          ? [CATALOGUE[String(url).includes('/units') ? 'unit' : 'brand']]
          : [],
      ),
    ),
  );
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

it('sends a medicine’s ingredients, form, pack, prices and schedule; a schedule turns the prescription on', async () => {
  const onSubmit = renderForm(saved);
  await userEvent.click(screen.getByRole('button', { name: 'Add an active ingredient' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add an active ingredient' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add an active ingredient' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Active ingredient 1' }), 'Paracétamol');
  await userEvent.type(screen.getByRole('textbox', { name: 'Dosage 1' }), '400 mg');
  await userEvent.type(screen.getByRole('textbox', { name: 'Active ingredient 2' }), 'Caféine');
  await userEvent.type(screen.getByRole('textbox', { name: 'Active ingredient 3' }), 'Codéine');
  await userEvent.type(screen.getByRole('textbox', { name: 'Dosage 3' }), '20 mg');
  await userEvent.click(screen.getByRole('button', { name: 'Remove active ingredient 2' }));
  await userEvent.type(screen.getByRole('combobox', { name: 'Form' }), 'Comprimé');
  await userEvent.clear(screen.getByRole('textbox', { name: 'Units per pack' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Units per pack' }), '16');
  await userEvent.type(screen.getByRole('textbox', { name: /^PPV \(DH\)/ }), '24,5');
  expect(screen.queryByRole('switch', { name: 'Prescription required' })).toHaveProperty('checked', false);
  await userEvent.click(screen.getByRole('combobox', { name: 'Schedule' }));
  // Mantine keeps its dropdowns in the page, hidden to happy-dom's eyes.
  await userEvent.click(screen.getByRole('option', { name: 'Schedule A (toxic)', hidden: true }), { pointerEventsCheck: 0 });
  expect(screen.getByRole('switch', { name: 'Prescription required' })).toHaveProperty('checked', true);
  await userEvent.click(screen.getByRole('switch', { name: /^Sold by the unit/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0][0]).toMatchObject({
    dci: [
      { name: 'Paracétamol', strength: '400 mg' },
      { name: 'Codéine', strength: '20 mg' },
    ],
    form: 'Comprimé',
    unitsPerPack: 16,
    ppv: 24.5,
    pph: null,
    schedule: 'A',
    prescriptionRequired: true,
    sellByUnit: true,
  });
});

it('offers selling by the unit only for a pack of several units, and refuses a dosage without its ingredient', async () => {
  const onSubmit = renderForm({ ...saved, dci: [{ name: '', strength: '500 mg' }] });
  expect(screen.queryByRole('switch', { name: /^Sold by the unit/ })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('dialog')).textContent).toContain('Ingredient name is required');
  expect(onSubmit).not.toHaveBeenCalled();
});
