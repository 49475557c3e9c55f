import { Button, Modal } from '@mantine/core';
import type { Customer } from '@hanout/contract';
import { CustomerTable } from './CustomerTable';

interface CustomerPickerModalProps {
  opened: boolean;
  onClose(): void;
  onSelect(customer: Customer): void;
}

/** The customer picker ('Manage Customers'): search, page, SELECT a row; it reports the customer and closes. */
export function CustomerPickerModal({ opened, onClose, onSelect }: CustomerPickerModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Manage Customers" size="xl" centered>
      {/* Mounted only while open, so the list loads fresh each time the picker opens. */}
      <CustomerTable
        actionHeader="Actions"
        action={(customer) => (
          <Button
            size="xs"
            aria-label={`SELECT ${customer.name}`}
            onClick={() => {
              onSelect(customer);
              onClose();
            }}
          >
            SELECT
          </Button>
        )}
      />
    </Modal>
  );
}
