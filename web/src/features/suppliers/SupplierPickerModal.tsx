import { Button, Modal } from '@mantine/core';
import type { Supplier } from '@hanout/contract';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { usePagedSearch } from '../../common/list/usePagedSearch';
import { SUPPLIERS, searchSuppliers } from './api';

interface SupplierPickerModalProps {
  opened: boolean;
  onClose(): void;
  /** Called with the chosen supplier; the modal then closes itself through onClose. */
  onSelect(supplier: Supplier): void;
}

/** 'Select Supplier': searchable, paged supplier list with a SELECT button per row (for the GRN screen). */
export function SupplierPickerModal({ opened, onClose, onSelect }: SupplierPickerModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Select Supplier" size="xl" centered>
      {/* Mounted only while open, so the list loads fresh each time. */}
      <SupplierPickerList
        onSelect={(supplier) => {
          onSelect(supplier);
          onClose();
        }}
      />
    </Modal>
  );
}

function SupplierPickerList({ onSelect }: { onSelect(supplier: Supplier): void }) {
  const list = usePagedSearch<Supplier>([...SUPPLIERS, 'search'], searchSuppliers);
  return (
    <PagedTable
      list={list}
      caption="Suppliers"
      rowKey={(supplier) => supplier.id}
      columns={[
        rowNumber(list),
        { header: 'Name', render: (supplier) => supplier.name },
        { header: 'Email', render: (supplier) => supplier.email },
        { header: 'Mobile', render: (supplier) => supplier.mobile },
        { header: 'Company Name', render: (supplier) => supplier.company.name },
        {
          header: 'Actions',
          render: (supplier) => (
            <Button size="xs" onClick={() => onSelect(supplier)} aria-label={`SELECT ${supplier.name}`}>
              SELECT
            </Button>
          ),
        },
      ]}
    />
  );
}
