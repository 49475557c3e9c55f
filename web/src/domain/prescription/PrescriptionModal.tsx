import { useState } from 'react';
import { Alert, Autocomplete, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { oldestPrescriptionDate, type Prescription } from '@hanout/contract';
import { todayDate } from '../../common/dates';
import { t } from '../../common/i18n';
import { formErrors, formOf, toPrescription, type PrescriptionErrors, type PrescriptionForm } from './prescription';
import { usePrescribers } from './api';

interface PrescriptionModalProps {
  opened: boolean;
  /** The sale's prescription so far, to correct. */
  prescription: Prescription | undefined;
  /** The products of the sale dispensed on prescription, named in the dialog. */
  products: string[];
  /** A narcotic (tableau B) is in the sale: the patient's national ID is required. */
  narcotic: boolean;
  /** Why the server refused the sale, when it did (a screen that cannot tell beforehand). */
  problem?: string | null;
  onSave: (prescription: Prescription) => void;
  onClose: () => void;
}

/**
 * The sale's prescription, typed from the keyboard: Tab from field to field, Enter saves, Esc leaves
 * it for later. The prescriber's name suggests the prescribers already recorded and brings their INPE.
 */
export function PrescriptionModal({ opened, prescription, products, narcotic, problem, onSave, onClose }: PrescriptionModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={t('Prescription')} size="lg">
      {/* Drawn anew at each opening: the form starts from the sale's prescription and today's date. */}
      {opened && <PrescriptionFields {...{ prescription, products, narcotic, problem, onSave, onClose }} />}
    </Modal>
  );
}

function PrescriptionFields({ prescription, products, narcotic, problem, onSave, onClose }: Omit<PrescriptionModalProps, 'opened'>) {
  const today = todayDate();
  const [form, setForm] = useState<PrescriptionForm>(() => formOf(prescription, today));
  const [errors, setErrors] = useState<PrescriptionErrors>({});
  const [search] = useDebouncedValue(form.prescriberName.trim(), 200);
  const prescribers = usePrescribers(search, true);
  const known = new Map((prescribers.data ?? []).map((prescriber) => [prescriber.name, prescriber]));
  const set = (field: keyof PrescriptionForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit() {
    const found = formErrors(form, narcotic, today);
    setErrors(found);
    if (Object.keys(found).length) {
      // The first field in error takes the focus, so that the keyboard goes on from it.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
      return;
    }
    onSave(toPrescription(form));
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="orange" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {products.length > 0 && <Text size="sm">{t('Dispensed on prescription: {{products}}', { products: products.join(', ') })}</Text>}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Autocomplete
            data-autofocus
            label={t('Prescriber')}
            required
            autoComplete="off"
            data={[...known.keys()]}
            value={form.prescriberName}
            error={errors.prescriberName}
            onChange={(name) => {
              set('prescriberName')(name);
              // A prescriber already recorded brings their INPE.
              const chosen = known.get(name);
              if (chosen?.inpe) set('inpe')(chosen.inpe);
            }}
            maxLength={150}
          />
          <TextInput
            label={t('INPE')}
            description={t('The prescriber’s national number')}
            autoComplete="off"
            inputMode="numeric"
            value={form.inpe}
            onChange={(event) => set('inpe')(event.currentTarget.value)}
            maxLength={20}
          />
          <TextInput
            label={t('Patient')}
            required
            autoComplete="off"
            value={form.patientName}
            error={errors.patientName}
            onChange={(event) => set('patientName')(event.currentTarget.value)}
            maxLength={150}
          />
          <TextInput
            label={t('National ID (CIN)')}
            required={narcotic}
            description={narcotic ? t('Required for a narcotic (tableau B)') : undefined}
            autoComplete="off"
            value={form.nationalId}
            error={errors.nationalId}
            onChange={(event) => set('nationalId')(event.currentTarget.value)}
            maxLength={20}
          />
        </SimpleGrid>
        <TextInput
          label={t('Patient address')}
          autoComplete="off"
          value={form.address}
          onChange={(event) => set('address')(event.currentTarget.value)}
          maxLength={300}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {/* The date last, defaulting to today: the browser's date field takes Tab through its day, month and year. */}
          <TextInput
            label={t('Prescription number')}
            autoComplete="off"
            value={form.number}
            onChange={(event) => set('number')(event.currentTarget.value)}
            maxLength={40}
          />
          <TextInput
            type="date"
            label={t('Prescription date')}
            required
            value={form.date}
            min={oldestPrescriptionDate(today)}
            max={today}
            error={errors.date}
            onChange={(event) => set('date')(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('Later')}
          </Button>
          <Button type="submit">{t('Save the prescription')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
