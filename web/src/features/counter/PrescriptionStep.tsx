import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Kbd, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPrescription } from '@tabler/icons-react';
import type { Prescription } from '@hanout/contract';
import { formatDate } from '../../common/dates';
import { t } from '../../common/i18n';
import type { CounterLine } from '../../domain/sale/saleDraft';
import { hasNarcotic, prescriptionMissing, prescriptionProducts } from '../../domain/prescription/prescription';
import { PrescriptionModal } from '../../domain/prescription/PrescriptionModal';

/** What the step needs of the counter's sale. */
interface PrescribedSale {
  lines: CounterLine[];
  prescription: Prescription | undefined;
  setPrescription: (prescription: Prescription) => void;
}

/**
 * The sale's prescription, asked once per sale: at F9 when a line needs one (not when the line is
 * scanned, so that the next scans never land in the form), or at any time with F3. Saved from F9,
 * the sale then goes on to be finished.
 */
export function usePrescriptionStep(sale: PrescribedSale, finish: () => void) {
  const [opened, setOpened] = useState(false);
  /** Set when F9 opened the form: saving it finishes the sale. */
  const resume = useRef(false);
  const finishNow = useRef(finish);
  useEffect(() => {
    finishNow.current = finish;
  });
  // Once the saved prescription is the sale's (this render's), the sale is finished with it.
  useEffect(() => {
    if (!resume.current || !sale.prescription) return;
    resume.current = false;
    finishNow.current();
  }, [sale.prescription]);
  const missing = prescriptionMissing(sale.lines, sale.prescription);
  return {
    opened,
    missing,
    products: prescriptionProducts(sale.lines),
    narcotic: hasNarcotic(sale.lines),
    prescription: sale.prescription,
    open: () => setOpened(true),
    close: () => {
      resume.current = false;
      setOpened(false);
    },
    /** At F9: true, and the form opens, when the sale needs its prescription first. */
    holdsSale: (): boolean => {
      if (!missing) return false;
      resume.current = true;
      setOpened(true);
      return true;
    },
    save: (prescription: Prescription) => {
      sale.setPrescription(prescription);
      setOpened(false);
    },
  };
}
export type PrescriptionStepState = ReturnType<typeof usePrescriptionStep>;

/** The key that opens the form: keyboard names are the same in every language. */
const OPEN_KEY = 'F3';

/** Under the sale's lines: the prescription typed, or the products that need one; F3 opens the form. */
export function PrescriptionStep({ step }: { step: PrescriptionStepState }) {
  useHotkeys([[OPEN_KEY, step.open]], []);
  const { prescription, products } = step;
  return (
    <>
      {(prescription || products.length > 0) && (
        <Alert
          color={step.missing ? 'orange' : 'teal'}
          variant="light"
          icon={<IconPrescription size={18} />}
          title={step.missing ? t('Prescription needed') : t('Prescription')}
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm" data-testid="counter-prescription">
              {prescription
                ? t('{{prescriber}} for {{patient}}, {{date}}', {
                    prescriber: prescription.prescriber.name,
                    patient: prescription.patient.name,
                    date: formatDate(prescription.date),
                  })
                : t('Dispensed on prescription: {{products}}', { products: products.join(', ') })}
            </Text>
            <Button size="xs" variant="light" onClick={step.open}>
              {prescription ? t('Change the prescription') : t('Type the prescription')}
              <Kbd ms="xs" size="xs">
                {OPEN_KEY}
              </Kbd>
            </Button>
          </Group>
        </Alert>
      )}
      <PrescriptionModal
        opened={step.opened}
        prescription={prescription}
        products={products}
        narcotic={step.narcotic}
        onSave={step.save}
        onClose={step.close}
      />
    </>
  );
}
