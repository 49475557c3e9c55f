import { describe, expect, it } from 'vitest';
import type { DashboardStatistics } from '@hanout/contract';
import { axisTicks, donutSlice, isEmptyYear, monthlyRows, orderSlices } from './dashboardData';

const statistics = (overrides: Partial<DashboardStatistics> = {}): DashboardStatistics => ({
  year: 2026,
  TotalInvoiceByMonth: [150, 0, 90, 0, 0, 81, 0, 0, 0, 0, 0, 170.5],
  TotalGrnByMonth: [0, 600, 0, 0, 0, 0, 0, 0, 0, 0, 250.25, 0],
  TotalInvoicePay: 340,
  TotalGrnPay: 650.25,
  TotalGrnPayByMonth: [0, 400, 0, 0, 0, 0, 0, 0, 0, 0, 250.25, 0],
  Marge: 138,
  SUM: 5,
  TotalOrderByProduct: [],
  OtherProductsTotal: 0,
  ...overrides,
});

describe('dashboard figures', () => {
  it('puts sales and expenses on twelve months, January first', () => {
    const rows = monthlyRows(statistics());
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ month: 'Jan', Sales: 150, Expenses: 0 });
    expect(rows[1]).toEqual({ month: 'Feb', Sales: 0, Expenses: 400 });
    expect(rows[11]).toEqual({ month: 'Dec', Sales: 170.5, Expenses: 0 });
  });

  it('shows the products the server names, then the rest as one gray slice', () => {
    const few = orderSlices({
      TotalOrderByProduct: [
        { productName: 'B', total: 5 },
        { productName: 'A', total: 2 },
      ],
      OtherProductsTotal: 0,
    });
    expect(few.map((slice) => [slice.name, slice.value])).toEqual([
      ['B', 5],
      ['A', 2],
    ]);
    const many = orderSlices({
      TotalOrderByProduct: Array.from({ length: 8 }, (_, i) => ({ productName: `P${i}`, total: 20 - i })),
      OtherProductsTotal: 6,
    });
    expect(many).toHaveLength(9);
    expect(many[0]).toMatchObject({ name: 'P0', value: 20 });
    expect(new Set(many.slice(0, 8).map((slice) => slice.color)).size).toBe(8);
    expect(many[8]).toEqual({ name: 'Other products', value: 6, color: 'gray.5' });
  });

  it('knows an empty year', () => {
    expect(isEmptyYear(statistics())).toBe(false);
    expect(isEmptyYear(statistics({ SUM: 0, TotalGrnByMonth: Array(12).fill(0), TotalGrnPay: 0 }))).toBe(true);
  });
});

describe('chart drawing', () => {
  it('rounds the value axis up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(axisTicks(600)).toEqual([0, 200, 400, 600, 800]);
    expect(axisTicks(170.5)).toEqual([0, 50, 100, 150, 200]);
    expect(axisTicks(9000)).toEqual([0, 2500, 5000, 7500, 10000]);
    expect(axisTicks(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('draws a donut slice from the top, clockwise, and a whole turn as two halves', () => {
    expect(donutSlice(0, 0.25)).toBe('M 50.000 0.000 A 50 50 0 0 1 100.000 50.000 L 80.000 50.000 A 30 30 0 0 0 50.000 20.000 Z');
    expect(donutSlice(0, 1).match(/M /g)).toHaveLength(2);
  });
});
