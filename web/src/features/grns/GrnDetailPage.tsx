import { useState } from 'react';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconTruckReturn } from '@tabler/icons-react';
import { useParams } from 'react-router';
import type { GrnDetail, SupplierReturnSummary } from '@hanout/contract';
import { Amount } from '../../common/Amount';
import { formatDate, formatDateTime } from '../../common/dates';
import { DetailRow, TotalRow } from '../../common/DetailBlocks';
import { ExpiryDate } from '../../common/ExpiryDate';
import { t } from '../../common/i18n';
import { DataTable, type Column } from '../../common/list/DataTable';
import { PageCard } from '../../common/PageCard';
import { subtractMoney, sumMoney } from '../../common/money';
import { paymentTypeLabel } from '../../domain/payment/paymentTypes';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { fetchGrnReport, fetchSupplierReturnPdf, useGrn } from './api';
import { SupplierReturnModal } from './SupplierReturnModal';
import { LotNumber } from '../../common/LotNumber';

type GrnLine = GrnDetail['items'][number];

/** The GRN's amounts, for administrators: HT, VAT, the grand total, what was paid and what is still due. */
function GrnTotals({ grn, exclVat }: { grn: GrnDetail; exclVat: number }) {
  const total = grn.total ?? 0;
  return (
    <Table variant="vertical" withTableBorder maw={420} ms="auto" aria-label={t('Totals')}>
      <Table.Tbody>
        <TotalRow label={t('Total HT')} value={exclVat} />
        <TotalRow label={t('VAT')} value={subtractMoney(total, exclVat)} />
        <TotalRow label={t('Grand Total')} value={total} />
        <TotalRow label={`${t('Paid Amount')} (${paymentTypeLabel(grn.grnPayment.paymentType)})`} value={grn.grnPayment.payment ?? 0} />
        <TotalRow label={t('Balance')} value={grn.grnPayment.balance ?? 0} />
        <TotalRow label={t('Still due today')} value={grn.stillDue ?? 0} strong />
      </Table.Tbody>
    </Table>
  );
}

/** One GRN as issued, the batches its lines became, its returns to the supplier, and sending goods back. */
export default function GrnDetailPage() {
  const id = Number(useParams().grnId);
  const grn = useGrn(id);
  usePageTitle(grn.data ? t('GRN {{number}}', { number: grn.data.number }) : t('GRN'));
  if (!grn.data)
    return (
      <PageCard title={t('GRN')}>
        <Text c="dimmed">{grn.isError ? t('Something went wrong!') : t('Loading...')}</Text>
      </PageCard>
    );
  return <LoadedGrn grn={grn.data} />;
}

function LoadedGrn({ grn }: { grn: GrnDetail }) {
  const report = usePdfReport<string>(t('Error!'));
  const [returning, setReturning] = useState(false);
  // Buying prices and values come to administrators only.
  const withCost = grn.items.some((line) => line.buyingPrice !== undefined);
  // The lines' totals are before tax: their sum and the VAT above the grand total, as on the PDF.
  const exclVat = withCost ? sumMoney(grn.items.map((line) => line.totalExclVat ?? 0)) : undefined;
  const withFree = grn.items.some((line) => line.freeQuantity > 0);
  const lineColumns: Column<GrnLine>[] = [
    { header: t('Product'), render: (line) => `${line.product.name} (${line.product.brand})` },
    { header: t('Lot'), render: (line) => <LotNumber value={line.batchNumber} /> },
    { header: t('Expire Date'), render: (line) => <ExpiryDate date={line.expireDate} status={line.expiryStatus} /> },
    { header: t('Quantity'), render: (line) => line.quantity },
    ...(withFree ? [{ header: t('Free units (UG)'), render: (line: GrnLine) => line.freeQuantity || '' }] : []),
    { header: t('Returned'), render: (line) => line.returnedQuantity || '' },
    { header: t('In stock'), render: (line) => line.stock.quantity },
    ...(withCost
      ? [
          { header: t('Buying Price'), render: (line: GrnLine) => <Amount value={line.buyingPrice ?? 0} /> },
          ...(withFree ? [{ header: t('Unit cost'), render: (line: GrnLine) => <Amount value={line.unitCost ?? 0} /> }] : []),
          { header: t('Total HT'), render: (line: GrnLine) => <Amount value={line.totalExclVat ?? 0} /> },
        ]
      : []),
  ];
  const returnColumns: Column<SupplierReturnSummary>[] = [
    { header: t('Supplier return No'), render: (issued) => issued.number },
    { header: t('Date'), render: (issued) => formatDate(issued.date) },
    { header: t('Units'), render: (issued) => issued.quantity },
    ...(withCost ? [{ header: t('Total'), render: (issued: SupplierReturnSummary) => <Amount value={issued.total ?? 0} /> }] : []),
    {
      header: t('Actions'),
      render: (issued) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileTypePdf size={14} />}
          loading={report.busy === issued.number}
          aria-label={t('View Report {{number}}', { number: issued.number })}
          onClick={() => void report.open(issued.number, () => fetchSupplierReturnPdf(issued.id))}
        >
          {t('View Report')}
        </Button>
      ),
    },
  ];

  return (
    <PageCard
      title={t('GRN {{number}}', { number: grn.number })}
      actions={
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={16} />}
            loading={report.busy === 'grn'}
            onClick={() => void report.open('grn', () => fetchGrnReport(grn.id))}
          >
            {t('View Report')}
          </Button>
          <Button
            leftSection={<IconTruckReturn size={16} />}
            disabled={!grn.items.some((line) => line.returnable > 0)}
            onClick={() => setReturning(true)}
          >
            {t('Return to supplier')}
          </Button>
        </Group>
      }
    >
      <Stack gap="md">
        <DetailRow
          details={[
            [t('Supplier'), grn.supplier.name],
            [t('Date Time'), formatDateTime(grn.dateTime)],
            [t('Received by'), grn.user.name],
          ]}
        />
        <DataTable<GrnLine>
          caption={t('GRN lines')}
          rows={grn.items}
          rowKey={(line) => line.id}
          emptyText={t('No lines.')}
          columns={lineColumns}
        />
        {exclVat !== undefined && <GrnTotals grn={grn} exclVat={exclVat} />}
        <Title order={3} size="h5">
          {t('Supplier returns')}
        </Title>
        <DataTable<SupplierReturnSummary>
          caption={t('Supplier returns')}
          rows={grn.supplierReturns}
          rowKey={(issued) => issued.id}
          emptyText={t('Nothing returned to the supplier from this GRN.')}
          columns={returnColumns}
        />
      </Stack>
      <SupplierReturnModal grn={returning ? grn : null} onClose={() => setReturning(false)} />
    </PageCard>
  );
}
