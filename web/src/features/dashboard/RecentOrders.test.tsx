import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import type { RecentOrder } from '@hanout/contract';
import { Providers } from '../../Providers';
import { DataTable } from '../../common/list/DataTable';
import { recentOrderColumns } from './DashboardPage';

const order = (id: number, price: number, payment: number): RecentOrder => ({
  id,
  customer: `Customer ${id}`,
  invoice: `FA-2026-00000${id}`,
  price,
  payment,
  balance: payment - price,
});

it('shows what each recent order’s customer still owes, and nothing for change handed back or an order paid exactly', () => {
  render(
    <MemoryRouter>
      <Providers>
        <DataTable
          caption="Recent Orders"
          columns={recentOrderColumns()}
          rows={[order(1, 139.8, 50), order(2, 43, 50), order(3, 20, 20)]}
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
  expect(lastCells).toEqual(['89,80DH', '', '']);
});
