import { Button, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { MedicineSchedule, OrdonnancierEntry } from '@hanout/contract';
import { formatDate } from '../../common/dates';
import { t } from '../../common/i18n';
import { DateRangeFilter } from '../../common/list/DateRangeFilter';
import { PagedTable } from '../../common/list/PagedTable';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { fetchOrdonnancierPdf, useOrdonnancier } from './api';

/** A schedule as the register names it. */
export const scheduleLabel = (schedule: MedicineSchedule): string =>
  schedule === 'NONE' ? t('On prescription') : t('Tableau {{schedule}}', { schedule });

/** Text under a cell's main line, smaller. */
const Detail = ({ lines }: { lines: (string | null | undefined)[] }) => (
  <>
    {lines.filter(Boolean).map((line) => (
      <Text key={line} size="xs" c="dimmed">
        <bdi>{line}</bdi>
      </Text>
    ))}
  </>
);

/**
 * The ordonnancier, for the pharmacist and an inspection: every line dispensed on prescription, in
 * number order over the days chosen, and its PDF to print.
 */
export default function OrdonnancierPage() {
  usePageTitle(t('Ordonnancier'));
  const list = useOrdonnancier();
  const report = usePdfReport<string>(t('Error!'));
  return (
    <PageCard
      title={t('Ordonnancier')}
      actions={
        <Button
          variant="light"
          leftSection={<IconFileTypePdf size={16} />}
          loading={report.busy === 'ordonnancier'}
          onClick={() => void report.open('ordonnancier', () => fetchOrdonnancierPdf(list.filters))}
        >
          {t('Print the register')}
        </Button>
      }
    >
      <Stack gap="sm">
        <DateRangeFilter
          name={t('Register filters')}
          labels={[t('Start Date'), t('End Date')]}
          value={list.filters}
          onChange={list.setFilters}
          clearable
        />
        <PagedTable<OrdonnancierEntry>
          list={list}
          caption={t('Ordonnancier')}
          rowKey={(entry) => entry.id}
          emptyText={t('No entry in the register for these days.')}
          columns={[
            { header: t('Entry No.'), render: (entry) => <bdi style={{ whiteSpace: 'nowrap' }}>{entry.number}</bdi> },
            { header: t('Date'), render: (entry) => formatDate(entry.date) },
            {
              header: t('Prescriber'),
              render: (entry) => (
                <>
                  {entry.prescriber.name}
                  <Detail lines={[entry.prescriber.inpe && `${t('INPE')} ${entry.prescriber.inpe}`]} />
                </>
              ),
            },
            {
              header: t('Patient'),
              render: (entry) => (
                <>
                  {entry.patient.name}
                  <Detail lines={[entry.patient.address, entry.patient.nationalId && `${t('CIN')} ${entry.patient.nationalId}`]} />
                </>
              ),
            },
            {
              header: t('Prescription'),
              render: (entry) => (
                <>
                  {formatDate(entry.prescription.date)}
                  <Detail lines={[entry.prescription.number]} />
                </>
              ),
            },
            {
              header: t('Medicine'),
              render: (entry) => (
                <>
                  {entry.product.name}
                  <Detail lines={[scheduleLabel(entry.product.schedule)]} />
                </>
              ),
            },
            { header: t('Quantity'), render: (entry) => entry.quantity },
            { header: t('Lot'), render: (entry) => <bdi>{entry.batchNumber ?? ''}</bdi> },
            {
              header: t('Document'),
              render: (entry) => (
                <>
                  <bdi style={{ whiteSpace: 'nowrap' }}>{entry.document.number}</bdi>
                  <Detail lines={[entry.reverses && t('reverses {{number}}', { number: entry.reverses.number })]} />
                </>
              ),
            },
          ]}
        />
      </Stack>
    </PageCard>
  );
}
