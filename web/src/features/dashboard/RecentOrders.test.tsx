import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import type { RecentOrder } from '@hanout/contract';
import { Providers } from '../../Providers';
import { DataTable } from '../../common/list/DataTable';
import { recentOrderColumns } from './tableColumns';

const order = (id: number, price: number, payment: number, remainingDue: number): RecentOrder => ({
  id,
  customer: `Customer ${id}`,
  invoice: `FA-2026-00000${id}`,
  price,
  payment,
  balance: payment - price,
  remainingDue,
});

it('shows what each recent order still owes now, and nothing once settled or for change handed back', () => {
  render(
    <MemoryRouter>
      <Providers>
        <DataTable
          caption="Recent Orders"
          columns={recentOrderColumns()}
          rows={[order(1, 139.8, 50, 89.8), order(2, 43, 50, 0), order(3, 20, 20, 0), order(4, 100, 0, 30), order(5, 60, 10, 0)]}
          rowKey={(row) => row.id}
        />
      </Providers>
    </MemoryRouter>,
  );
  expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe('Remaining due');
  const lastCells = screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[4].textContent?.replace(/\s/g, ''));
  // Order 4 was 100 owed at the sale, 70 paid since; order 5 was settled by a later payment.
  expect(lastCells).toEqual(['89,80DH', '', '', '30,00DH', '']);
});
