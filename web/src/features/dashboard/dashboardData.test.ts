import { describe, expect, it } from 'vitest';
import type { DashboardStatistics } from '@hanout/contract';
import { isEmptyYear, monthlyRows, orderSlices } from './dashboardData';

const statistics = (overrides: Partial<DashboardStatistics> = {}): DashboardStatistics => ({
  year: 2026,
  TotalInvoiceByMonth: [150, 0, 90, 0, 0, 81, 0, 0, 0, 0, 0, 170.5],
  TotalGrnByMonth: [0, 600, 0, 0, 0, 0, 0, 0, 0, 0, 250.25, 0],
  TotalInvoicePay: 340,
  TotalGrnPay: 650.25,
  Marge: 138,
  SUM: 5,
  TotalOrderByProduct: [],
  ...overrides,
});

describe('dashboard figures', () => {
  it('puts sales and expenses on twelve months, January first', () => {
    const rows = monthlyRows(statistics());
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ month: 'Jan', Sales: 150, Expenses: 0 });
    expect(rows[1]).toEqual({ month: 'Feb', Sales: 0, Expenses: 600 });
    expect(rows[11]).toEqual({ month: 'Dec', Sales: 170.5, Expenses: 0 });
  });

  it('shows up to eight products in the pie, grouping the rest', () => {
    const few = orderSlices([{ productName: 'A', total: 2 }, { productName: 'B', total: 5 }]);
    expect(few.map((slice) => [slice.name, slice.value])).toEqual([['B', 5], ['A', 2]]);
    const many = orderSlices(Array.from({ length: 10 }, (_, i) => ({ productName: `P${i}`, total: i + 1 })));
    expect(many).toHaveLength(8);
    expect(many[0]).toMatchObject({ name: 'P9', value: 10 });
    expect(many[7]).toEqual({ name: 'Other products', value: 1 + 2 + 3, color: 'gray.5' });
    expect(orderSlices(Array.from({ length: 8 }, (_, i) => ({ productName: `P${i}`, total: 1 })))).toHaveLength(8);
  });

  it('knows an empty year', () => {
    expect(isEmptyYear(statistics())).toBe(false);
    expect(isEmptyYear(statistics({ SUM: 0, TotalGrnByMonth: Array(12).fill(0), TotalGrnPay: 0 }))).toBe(true);
  });
});
