import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';

export interface PickerProps<T> {
  opened: boolean;
  onClose: () => void;
  /** Called with the chosen row; the modal then closes itself through onClose. */
  onSelect: (row: T) => void;
}

interface PickerModalProps<T> extends PickerProps<T> {
  title: string;
  size?: string;
  /** The list, given the function its SELECT buttons call. */
  children: (select: (row: T) => void) => ReactNode;
}

/** A modal list to choose one row from (the GRN and invoice screens' pickers). */
export function PickerModal<T>({ title, size = 'xl', opened, onClose, onSelect, children }: PickerModalProps<T>) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      {/* The modal mounts its content only while open, so the list loads fresh each time. */}
      {children((row) => {
        onSelect(row);
        onClose();
      })}
    </Modal>
  );
}
