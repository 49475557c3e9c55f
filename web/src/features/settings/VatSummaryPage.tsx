import { useState } from 'react';
import { Alert, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { VatSummary } from '@hanout/contract';
import { errorDetail } from '../../common/api';
import { ExportMenu } from '../../common/ExportMenu';
import { Amount } from '../../common/Amount';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { useShopSettings, useVatSummary } from './api';
import { isolated, t } from '../../common/i18n';
import { formatDate, todayDate } from '../../common/dates';

const texts = () => ({
  outsideVat: t(
    'The shop is outside the VAT (CGI article 89): it charges none and deducts none, so nothing is due. The figures are the VAT its suppliers charged and the rates of its products, for information.',
  ),
  title: t('VAT Summary'),
  period: t('Period'),
  periodHint: t('A month (2026-11) or a quarter (2026-Q4).'),
  sales: t('Sales (invoices)'),
  purchases: t('Purchases (GRNs, deductible VAT)'),
  rate: t('Rate'),
  base: t('Base excl. VAT'),
  vat: t('VAT'),
  total: t('Total incl. VAT'),
  all: t('All rates'),
  documents: (count: number) => (count === 1 ? t('1 document') : t('{{count}} documents', { count })),
  due: t('VAT due (sales VAT − purchases VAT)'),
  credit: t('VAT credit (purchases VAT above sales VAT), carried to the next declaration'),
  from: (from: string, to: string) => t('From {{from}} to {{to}}', { from: formatDate(from), to: formatDate(to) }),
});

function Section({ title, section }: { title: string; section: VatSummary['sales'] }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {texts().documents(section.documents)}
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder>
          <Table.Caption>{title}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts().rate}</Table.Th>
              <Table.Th ta="right">{texts().base}</Table.Th>
              <Table.Th ta="right">{texts().vat}</Table.Th>
              <Table.Th ta="right">{texts().total}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {section.byRate.map((line) => (
              <VatRow key={line.rate} label={isolated(`${line.rate} %`)} figures={line} />
            ))}
            <VatRow label={texts().all} figures={section} strong />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** One line of a section: its rate (or 'all rates'), base, VAT and total. */
function VatRow({ label, figures, strong }: { label: string; figures: { base: number; vat: number; total: number }; strong?: boolean }) {
  return (
    <Table.Tr fw={strong ? 700 : undefined}>
      <Table.Td>{label}</Table.Td>
      {[figures.base, figures.vat, figures.total].map((value, index) => (
        <Table.Td key={index} ta="right">
          <Amount value={value} />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/** The VAT summary of a month or a quarter, for the declaration (administrators), exported as CSV or Excel. */
export default function VatSummaryPage() {
  usePageTitle(texts().title);
  // The shop's month: on the 1st before 01:00 in Casablanca, UTC still names the previous one.
  const [period, setPeriod] = useState(() => todayDate().slice(0, 7));
  const summary = useVatSummary(period.trim());
  // A shop outside the VAT charges none and deducts none: there is nothing due, nor any credit to claim.
  const outsideVat = useShopSettings().data?.vatRegistered === false;
  return (
    <PageCard
      title={texts().title}
      actions={summary.data && <ExportMenu target={{ path: '/reports/vat', query: { period: period.trim() } }} />}
    >
      <Stack>
        <TextInput
          label={texts().period}
          description={texts().periodHint}
          value={period}
          onChange={(event) => setPeriod(event.currentTarget.value)}
          maw={240}
        />
        {summary.error && <Text c="red">{errorDetail(summary.error)}</Text>}
        {summary.data && (
          <>
            <Text size="sm" c="dimmed">
              {texts().from(summary.data.from, summary.data.to)}
            </Text>
            <Section title={texts().sales} section={summary.data.sales} />
            <Section title={texts().purchases} section={summary.data.purchases} />
            {outsideVat ? (
              <Alert color="orange" variant="light">
                {texts().outsideVat}
              </Alert>
            ) : (
              <Group justify="space-between">
                <Text fw={700}>{summary.data.vatDue < 0 ? texts().credit : texts().due}</Text>
                <Text fw={700} data-testid="vat-due">
                  <Amount value={Math.abs(summary.data.vatDue)} />
                </Text>
              </Group>
            )}
          </>
        )}
      </Stack>
    </PageCard>
  );
}
