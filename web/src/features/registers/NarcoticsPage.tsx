import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { NarcoticsEntry } from '@hanout/contract';
import { formatDate } from '../../common/dates';
import { t } from '../../common/i18n';
import { DateRangeFilter } from '../../common/list/DateRangeFilter';
import { PagedTable } from '../../common/list/PagedTable';
import { FIRST_PAGE_SIZE } from '../../common/list/usePagedList';
import { PageCard } from '../../common/PageCard';
import { usePageTitle } from '../../common/usePageTitle';
import { usePdfReport } from '../../common/usePdfReport';
import { movementReasonLabel, movementTypeLabel } from '../../domain/stockHistory/movementLabels';
import { fetchNarcoticsPdf, NO_DAYS, useNarcoticProducts, useNarcoticsRegister, type DayRange } from './api';

/** One of the register's balances, labelled. */
function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value ?? '—'}</Text>
    </Stack>
  );
}

/**
 * The narcotics register of a tableau B product: its balance before the first day, every unit in and
 * out with its document and the running balance (the stock), and its PDF to print.
 */
export default function NarcoticsPage() {
  usePageTitle(t('Narcotics register'));
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 250);
  const products = useNarcoticProducts(text);
  const [productId, setProductId] = useState<number | null>(null);
  const [range, setRangeNow] = useState<DayRange>(NO_DAYS);
  const [page, setPage] = useState(0);
  const [size, setSizeNow] = useState(FIRST_PAGE_SIZE);
  const register = useNarcoticsRegister(productId, range, page, size);
  const report = usePdfReport<string>(t('Error!'));
  const data = register.data;
  const list = {
    page,
    setPage,
    size,
    setSize: (value: number) => {
      setPage(Math.floor((page * size) / value));
      setSizeNow(value);
    },
    data,
    isFetching: register.isFetching,
  };
  const options = (products.data ?? []).map((product) => ({ value: String(product.id), label: product.name }));

  return (
    <PageCard
      title={t('Narcotics register')}
      actions={
        productId !== null && (
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={16} />}
            loading={report.busy === 'narcotics'}
            onClick={() => void report.open('narcotics', () => fetchNarcoticsPdf(productId, range))}
          >
            {t('Print the register')}
          </Button>
        )
      }
    >
      <Stack gap="sm">
        <Group align="flex-start" gap="md">
          <Select
            label={t('Tableau B product')}
            placeholder={t('Name or active ingredient')}
            searchable
            data={options}
            // The server finds them: every option it answers is shown.
            filter={({ options: all }) => all}
            searchValue={search}
            onSearchChange={setSearch}
            value={productId === null ? null : String(productId)}
            onChange={(value) => {
              setProductId(value === null ? null : Number(value));
              setPage(0);
            }}
            nothingFoundMessage={products.isFetching ? t('Loading...') : t('No tableau B product found')}
            w={{ base: '100%', xs: 320 }}
          />
          <DateRangeFilter
            name={t('Register filters')}
            labels={[t('Start Date'), t('End Date')]}
            value={range}
            onChange={(value) => {
              setRangeNow(value);
              setPage(0);
            }}
            clearable
          />
        </Group>
        {productId === null ? (
          <Text c="dimmed">{t('Choose a tableau B product to read its register.')}</Text>
        ) : (
          <>
            {register.isError && <Text c="red">{t('Something went wrong!')}</Text>}
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Figure label={t('Balance before the first day')} value={data?.openingBalance} />
              <Figure label={t('Units in')} value={data?.totalIn} />
              <Figure label={t('Units out')} value={data?.totalOut} />
              <Figure label={t('Balance after the last day')} value={data?.closingBalance} />
            </SimpleGrid>
            <PagedTable<NarcoticsEntry>
              list={list}
              caption={t('Narcotics register')}
              rowKey={(entry) => entry.id}
              emptyText={t('No movement over these days.')}
              columns={[
                { header: t('Date'), render: (entry) => formatDate(entry.date) },
                { header: t('Movement'), render: (entry) => movementTypeLabel(entry.type) },
                { header: t('Document'), render: (entry) => <bdi style={{ whiteSpace: 'nowrap' }}>{entry.document?.number ?? ''}</bdi> },
                { header: t('Lot'), render: (entry) => <bdi>{entry.batchNumber ?? ''}</bdi> },
                { header: t('Supplier or patient'), render: (entry) => entry.party ?? '' },
                { header: t('In'), render: (entry) => entry.quantityIn || '' },
                { header: t('Out'), render: (entry) => entry.quantityOut || '' },
                { header: t('Balance'), render: (entry) => <Text fw={600}>{entry.balance}</Text> },
                { header: t('Reason'), render: (entry) => [movementReasonLabel(entry.reason), entry.note].filter(Boolean).join(' — ') },
              ]}
            />
          </>
        )}
      </Stack>
    </PageCard>
  );
}
