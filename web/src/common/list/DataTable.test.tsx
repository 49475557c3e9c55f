import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Providers } from '../../Providers';
import { DataTable } from './DataTable';

const columns = [{ header: 'Name', render: (row: { id: number }) => `Row ${row.id}` }];

it('holds a page of blank rows while the first rows load, instead of saying the list is empty', () => {
  const { rerender } = render(
    <Providers>
      <DataTable caption="Things" columns={columns} rows={[]} rowKey={(row) => row.id} loading placeholderRows={10} />
    </Providers>,
  );
  expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(11);
  expect(screen.queryByText('No entries found.')).toBeNull();
  rerender(
    <Providers>
      <DataTable caption="Things" columns={columns} rows={[]} rowKey={(row) => row.id} placeholderRows={10} />
    </Providers>,
  );
  expect(screen.getByText('No entries found.')).toBeTruthy();
});
