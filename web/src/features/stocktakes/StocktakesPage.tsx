import { useState } from 'react';
import { Anchor, Button, Group, Select, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { IconClipboardList } from '@tabler/icons-react';
import type { StocktakeSummary } from '@hanout/contract';
import { errorDetail } from '../../common/api';
import { useAllCategories } from '../../common/catalog';
import { formatDateTime } from '../../common/dates';
import { showError } from '../../common/dialogs';
import { t } from '../../common/i18n';
import { PagedTable } from '../../common/list/PagedTable';
import { PageCard } from '../../common/PageCard';
import { isAdmin, validClaims } from '../../common/session';
import { usePageTitle } from '../../common/usePageTitle';
import { useStartStocktake, useStocktakes } from './api';
import { scopeLabel, StatusBadge } from './StocktakeStatus';

/** An administrator starts a count of all the stock or of one category. */
function StartStocktake() {
  const navigate = useNavigate();
  const categories = useAllCategories();
  const start = useStartStocktake();
  const [scope, setScope] = useState('all');
  const options = [
    { value: 'all', label: t('All stock') },
    ...(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name })),
  ];
  async function submit() {
    try {
      const started = await start.mutateAsync({ categoryId: scope === 'all' ? null : Number(scope) });
      void navigate(`/stocktakes/${started.id}`);
    } catch (error) {
      await showError(t('Error!'), errorDetail(error));
    }
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-end">
        <Select
          label={t('What to count')}
          data={options}
          value={scope}
          onChange={(value) => setScope(value ?? 'all')}
          allowDeselect={false}
          searchable
          w={260}
        />
        <Button type="submit" leftSection={<IconClipboardList size={16} />} loading={start.isPending}>
          {t('Start a stocktake')}
        </Button>
      </Group>
    </form>
  );
}

/** Stocktakes (inventaires), newest first: the open one to count in, the closed ones to read and print. */
export default function StocktakesPage() {
  usePageTitle(t('Stocktakes'));
  const list = useStocktakes();
  return (
    <PageCard title={t('Stocktakes')}>
      <Stack gap="md">
        {isAdmin(validClaims()) && <StartStocktake />}
        <PagedTable<StocktakeSummary>
          list={list}
          caption={t('Stocktakes')}
          rowKey={(row) => row.id}
          emptyText={t('No stocktake yet.')}
          columns={[
            {
              header: t('Number'),
              render: (row) => (
                <Anchor component={Link} to={`/stocktakes/${row.id}`} style={{ whiteSpace: 'nowrap' }}>
                  {row.number}
                </Anchor>
              ),
            },
            { header: t('What to count'), render: scopeLabel },
            { header: t('Status'), render: (row) => <StatusBadge status={row.status} /> },
            { header: t('Started'), render: (row) => `${formatDateTime(row.startedAt)} · ${row.startedBy.name}` },
            { header: t('Batches counted'), render: (row) => row.countedLines },
            {
              header: t('Closed'),
              render: (row) => (row.closedAt && row.closedBy ? `${formatDateTime(row.closedAt)} · ${row.closedBy.name}` : ''),
            },
          ]}
        />
      </Stack>
    </PageCard>
  );
}
