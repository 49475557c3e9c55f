import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { IconCheck, IconFileTypePdf, IconX } from '@tabler/icons-react';
import type { Stocktake, StocktakeBatch, StocktakeLine } from '@hanout/contract';
import { errorDetail } from '../../common/api';
import { Amount } from '../../common/Amount';
import { formatDate, formatDateTime } from '../../common/dates';
import { askConfirm, showError } from '../../common/dialogs';
import { t } from '../../common/i18n';
import { DataTable, type Column } from '../../common/list/DataTable';
import { PageCard } from '../../common/PageCard';
import { isAdmin, validClaims } from '../../common/session';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { CountPanel } from './CountPanel';
import { fetchStocktakePdf, useCancelStocktake, useStocktake, useValidateStocktake } from './api';
import { scopeLabel, StatusBadge } from './StocktakeStatus';
import { LotNumber } from '../../common/LotNumber';

/** A signed number kept left to right, so that an Arabic screen shows `-2`, not `2-`. */
const signed = (value: number) => <bdi dir="ltr">{value > 0 ? `+${value}` : String(value)}</bdi>;
const differenceColor = (value: number) => (value < 0 ? 'red' : value > 0 ? 'teal' : undefined);

const batchColumns = <T extends StocktakeLine | StocktakeBatch>(): Column<T>[] => [
  { header: t('Product'), render: (row) => row.product.name },
  { header: t('Lot'), render: (row) => <LotNumber value={row.batchNumber} /> },
  { header: t('Expire Date'), render: (row) => formatDate(row.expireDate) },
];

/** The counted batches; for administrators what the books said, the difference and its value at cost. */
function CountedLines({ stocktake, admin }: { stocktake: Stocktake; admin: boolean }) {
  const columns: Column<StocktakeLine>[] = [
    ...batchColumns<StocktakeLine>(),
    ...(admin ? [{ header: t('Expected'), render: (line: StocktakeLine) => line.expectedQuantity }] : []),
    { header: t('Counted'), render: (line) => line.counted.quantity },
    ...(admin
      ? [
          {
            header: t('Difference'),
            render: (line: StocktakeLine) => (
              <>
                <Text span size="sm" fw={600} c={differenceColor(line.difference ?? 0)}>
                  {signed(line.difference ?? 0)}
                </Text>
                {line.counted.reason && (
                  <Text size="xs" c="dimmed">
                    {line.counted.reason}
                  </Text>
                )}
              </>
            ),
          },
          ...(stocktake.status === 'VALIDATED'
            ? [{ header: t('Applied'), render: (line: StocktakeLine) => signed(line.appliedChange ?? 0) }]
            : []),
          { header: t('Value at cost'), render: (line: StocktakeLine) => <Amount value={line.value ?? 0} /> },
        ]
      : []),
    { header: t('Counted by'), render: (line) => `${line.counted.by.name} · ${formatDateTime(line.counted.at)}` },
  ];
  const limited = stocktake.lines.some((line) => line.appliedChange != null && line.appliedChange !== line.difference);
  return (
    <>
      <DataTable<StocktakeLine>
        caption={t('Batches counted')}
        rows={stocktake.lines}
        rowKey={(line) => line.stockId}
        emptyText={t('No batch counted yet.')}
        columns={columns}
      />
      {limited && (
        <Text size="sm" c="orange">
          {t(
            'Where Applied differs from Difference, sales since the count had taken from that batch units the count did not find there: they were taken from the product’s other counted batches, as far as these held units. Values are those of the changes applied.',
          )}
        </Text>
      )}
    </>
  );
}

/** A stocktake: the counting panel while it is open, then the review of what was counted and what was not. */
export default function StocktakePage() {
  const id = Number(useParams().id);
  const admin = isAdmin(validClaims());
  const query = useStocktake(id);
  const validate = useValidateStocktake();
  const cancel = useCancelStocktake();
  const report = usePdfReport<number>(t('Error!'));
  const stocktake = query.data;
  usePageTitle(stocktake ? `${t('Stocktake')} ${stocktake.number}` : t('Stocktake'));

  async function close(action: 'validate' | 'cancel') {
    if (!stocktake) return;
    const confirmed = await askConfirm(
      action === 'validate'
        ? {
            title: t('Validate stocktake {{number}}?', { number: stocktake.number }),
            text: t(
              'Each counted batch takes the quantity counted (less what was sold since); batches not counted stay as they are. This cannot be undone.',
            ),
            confirmLabel: t('Validate'),
          }
        : {
            title: t('Cancel stocktake {{number}}?', { number: stocktake.number }),
            text: t('No quantity changes; the counts stay on record.'),
            confirmLabel: t('Cancel the stocktake'),
            cancelLabel: t('Keep counting'),
            danger: true,
          },
    );
    if (!confirmed) return;
    try {
      await (action === 'validate' ? validate : cancel).mutateAsync(stocktake.id);
    } catch (error) {
      await showError(t('Error!'), errorDetail(error));
    }
  }

  if (!stocktake) {
    return (
      <PageCard title={t('Stocktake')}>
        {query.isError ? <Text c="red">{errorDetail(query.error)}</Text> : <Text>{t('Loading...')}</Text>}
      </PageCard>
    );
  }
  const open = stocktake.status === 'OPEN';
  return (
    <PageCard
      title={`${t('Stocktake')} ${stocktake.number}`}
      actions={
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={16} />}
            loading={report.busy === stocktake.id}
            onClick={() => void report.open(stocktake.id, () => fetchStocktakePdf(stocktake.id))}
          >
            {t('View Report')}
          </Button>
          {admin && open && (
            <>
              <Button
                color="teal"
                leftSection={<IconCheck size={16} />}
                loading={validate.isPending}
                onClick={() => void close('validate')}
              >
                {t('Validate')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconX size={16} />}
                loading={cancel.isPending}
                onClick={() => void close('cancel')}
              >
                {t('Cancel the stocktake')}
              </Button>
            </>
          )}
        </Group>
      }
    >
      <Stack gap="md">
        <Group gap="sm">
          <StatusBadge status={stocktake.status} />
          <Text size="sm">
            {scopeLabel(stocktake)} ·{' '}
            {t('Started by {{name}} at {{time}}', { name: stocktake.startedBy.name, time: formatDateTime(stocktake.startedAt) })}
          </Text>
        </Group>
        {open && <CountPanel stocktakeId={stocktake.id} />}
        {admin && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Text size="sm">
              {t('Shortages')}: <Amount value={stocktake.shortageValue ?? 0} />
            </Text>
            <Text size="sm">
              {t('Surpluses')}: <Amount value={stocktake.surplusValue ?? 0} />
            </Text>
            <Text size="sm" fw={700} c={differenceColor(stocktake.netValue ?? 0)}>
              {t('Net difference at cost')}: <Amount value={stocktake.netValue ?? 0} />
            </Text>
          </SimpleGrid>
        )}
        <Title order={3} size="h5">
          {t('Batches counted')} ({stocktake.lines.length})
        </Title>
        <CountedLines stocktake={stocktake} admin={admin} />
        {open && (
          <>
            <Title order={3} size="h5">
              {t('Not counted yet')} ({stocktake.uncounted.length})
            </Title>
            <Text size="sm" c="dimmed">
              {t('Batches in stock not counted keep their quantity when the stocktake is validated.')}
            </Text>
            <DataTable<StocktakeBatch>
              caption={t('Not counted yet')}
              rows={stocktake.uncounted}
              rowKey={(row) => row.stockId}
              emptyText={t('Every batch in stock is counted.')}
              columns={[
                ...batchColumns<StocktakeBatch>(),
                ...(admin ? [{ header: t('Expected'), render: (row: StocktakeBatch) => row.quantity }] : []),
              ]}
            />
          </>
        )}
      </Stack>
    </PageCard>
  );
}
