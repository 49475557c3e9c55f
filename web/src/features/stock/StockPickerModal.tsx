import { Button, Modal } from '@mantine/core';
import type { StockEntry } from '@hanout/contract';
import { StockList } from './StockList';
import { useStockSearch } from './useStockSearch';

interface StockPickerModalProps {
  opened: boolean;
  onClose(): void;
  /** Called with the chosen stock line; the modal then closes itself through onClose. */
  onSelect(stock: StockEntry): void;
}

/** 'Select Stock': the available stock with the stock screen's filters and a SELECT button per row. */
export function StockPickerModal({ opened, onClose, onSelect }: StockPickerModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Select Stock" size="90rem" centered>
      {/* Mounted only while open, so the list loads fresh (with current quantities) each time. */}
      <StockPickerList
        onSelect={(stock) => {
          onSelect(stock);
          onClose();
        }}
      />
    </Modal>
  );
}

function StockPickerList({ onSelect }: { onSelect(stock: StockEntry): void }) {
  const search = useStockSearch();
  return (
    <StockList
      search={search}
      action={(stock) => (
        <Button size="xs" onClick={() => onSelect(stock)} aria-label={`SELECT ${stock.product.name} (stock ${stock.id})`}>
          SELECT
        </Button>
      )}
    />
  );
}
