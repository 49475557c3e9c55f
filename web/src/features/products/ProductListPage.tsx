import { useState } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { Product } from '@hanout/contract';
import { editColumn } from '../../common/list/actionColumns';
import { ListPageCard } from '../../common/ListPageCard';
import { ProductTable } from '../../domain/pickers/ProductTable';
import { StockHistoryModal } from '../../domain/stockHistory/StockHistoryModal';
import { t } from '../../common/i18n';

export default function ProductListPage() {
  const [history, setHistory] = useState<Product | null>(null);
  const edit = editColumn<Product>('/products/edit');
  return (
    <ListPageCard title={t('Manage Products')} addLabel={t('Add Product')} addTo="/products/add">
      <ProductTable
        exportable
        action={{
          header: t('Actions'),
          render: (product, index) => (
            <Group gap="xs" wrap="nowrap">
              {edit.render(product, index)}
              <ActionIcon
                variant="subtle"
                onClick={() => setHistory(product)}
                aria-label={t('Stock movements of {{name}}', { name: product.name })}
              >
                <IconHistory size={18} />
              </ActionIcon>
            </Group>
          ),
        }}
      />
      <StockHistoryModal owner={history && { productId: history.id }} title={history?.name ?? ''} onClose={() => setHistory(null)} />
    </ListPageCard>
  );
}
