import { describe, expect, it } from 'vitest';
import { formErrors, formOf, prescriptionMissing, prescriptionProducts, toPrescription } from './prescription';

const line = (name: string, schedule: 'NONE' | 'A' | 'B' | 'C', prescriptionRequired: boolean) => ({
  product: { name, schedule, prescriptionRequired },
});
const TODAY = '2026-05-12';

describe('the counter’s prescription', () => {
  it('is needed by products dispensed on prescription, with the national ID for a narcotic', () => {
    const soap = line('Savon', 'NONE', false);
    const lexomil = line('Lexomil', 'C', true);
    const skenan = line('Skenan', 'B', true);
    expect(prescriptionProducts([soap, lexomil, skenan])).toEqual(['Lexomil', 'Skenan']);
    expect(prescriptionMissing([soap], undefined)).toBe(false);
    expect(prescriptionMissing([soap, lexomil], undefined)).toBe(true);
    const typed = toPrescription({ ...formOf(undefined, TODAY), prescriberName: ' Dr Amrani ', patientName: 'Fatima' });
    expect(typed).toEqual({
      prescriber: { name: 'Dr Amrani', inpe: null },
      patient: { name: 'Fatima', address: null, nationalId: null },
      date: TODAY,
      number: null,
    });
    expect(prescriptionMissing([lexomil], typed)).toBe(false);
    expect(prescriptionMissing([lexomil, skenan], typed)).toBe(true);
    expect(prescriptionMissing([skenan], { ...typed, patient: { ...typed.patient, nationalId: 'AB1' } })).toBe(false);
  });

  it('tells each field what is missing or wrong', () => {
    const empty = formOf(undefined, TODAY);
    expect(Object.keys(formErrors(empty, false, TODAY)).sort()).toEqual(['patientName', 'prescriberName']);
    expect(Object.keys(formErrors(empty, true, TODAY)).sort()).toEqual(['nationalId', 'patientName', 'prescriberName']);
    const filled = { ...empty, prescriberName: 'Dr A', patientName: 'P', nationalId: 'AB1' };
    expect(formErrors(filled, true, TODAY)).toEqual({});
    expect(Object.keys(formErrors({ ...filled, date: '2026-05-13' }, true, TODAY))).toEqual(['date']);
    expect(Object.keys(formErrors({ ...filled, date: '' }, true, TODAY))).toEqual(['date']);
  });
});
