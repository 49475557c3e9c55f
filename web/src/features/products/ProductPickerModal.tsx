import { Button, Modal } from '@mantine/core';
import type { Product } from '@hanout/contract';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { usePagedSearch } from '../../common/list/usePagedSearch';
import { PRODUCTS, searchProducts, unitLabel } from './api';

interface ProductPickerModalProps {
  opened: boolean;
  onClose(): void;
  /** Called with the chosen product; the modal then closes itself through onClose. */
  onSelect(product: Product): void;
}

/** 'Select Product': searchable, paged product list with a SELECT button per row (for the GRN screen). */
export function ProductPickerModal({ opened, onClose, onSelect }: ProductPickerModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Select Product" size="xl" centered>
      {/* Mounted only while open, so the list loads fresh each time. */}
      <ProductPickerList
        onSelect={(product) => {
          onSelect(product);
          onClose();
        }}
      />
    </Modal>
  );
}

function ProductPickerList({ onSelect }: { onSelect(product: Product): void }) {
  const list = usePagedSearch<Product>([...PRODUCTS, 'search'], searchProducts);
  return (
    <PagedTable
      list={list}
      caption="Products"
      rowKey={(product) => product.id}
      columns={[
        rowNumber(list),
        { header: 'Product Title', render: (product) => product.name },
        { header: 'Brand', render: (product) => product.brand.name },
        { header: 'Category', render: (product) => product.brand.category.name },
        { header: 'Unit', render: unitLabel },
        {
          header: 'Actions',
          render: (product) => (
            <Button size="xs" onClick={() => onSelect(product)} aria-label={`SELECT ${product.name}`}>
              SELECT
            </Button>
          ),
        },
      ]}
    />
  );
}
