import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Paged } from '@hanout/contract';
import { Providers, createQueryClient } from '../../Providers';
import { usePdfReport } from '../usePdfReport';
import { viewReportColumn } from './actionColumns';
import { DateRangeFilter, useDateRangeList } from './DateRangeFilter';
import { PagedTable } from './PagedTable';

interface Doc {
  id: number;
  number: string;
}
const docs: Doc[] = [
  { id: 1, number: 'BR-2026-000001' },
  { id: 2, number: 'BR-2026-000002' },
];
const page = (content: Doc[]): Paged<Doc> => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  last: true,
  pageable: { pageNumber: 0, pageSize: 10, offset: 0 },
});

const searchDocs = vi.fn((_request: { startDate?: string; endDate?: string; page: number; size: number }) => Promise.resolve(page(docs)));

function History({
  search,
  fetchReport,
  busyLabel,
}: {
  search: typeof searchDocs;
  fetchReport: (id: number) => Promise<File>;
  busyLabel?: string;
}) {
  const list = useDateRangeList(['docs'], search);
  const report = usePdfReport<number>('Error!');
  return (
    <>
      <DateRangeFilter name="filters" labels={['From', 'To']} clearable value={list.filters} onChange={list.setFilters} />
      <PagedTable<Doc> list={list} caption="Docs" rowKey={(doc) => doc.id} columns={[viewReportColumn(report, fetchReport, busyLabel)]} />
    </>
  );
}

function renderHistory(fetchReport: (id: number) => Promise<File>, busyLabel?: string) {
  render(
    <Providers client={createQueryClient()}>
      <History search={searchDocs} fetchReport={fetchReport} busyLabel={busyLabel} />
    </Providers>,
  );
}

/** A report that stays under way until `finish` is called. */
function pendingReport() {
  let finish = () => {};
  const fetchReport = vi.fn(() => new Promise<File>((resolve) => (finish = () => resolve(new File(['%PDF-'], 'BR-2026-000001.pdf')))));
  const open = vi.fn(() => ({}));
  vi.stubGlobal('open', open);
  return { fetchReport, open, finish: () => finish() };
}
const reportButton = (number: string) => screen.getByRole<HTMLButtonElement>('button', { name: `View Report ${number}` });

describe('history list pieces', () => {
  it('sends only complete dates and clears them', async () => {
    searchDocs.mockClear();
    renderHistory(pendingReport().fetchReport);
    await waitFor(() => expect(searchDocs).toHaveBeenCalledWith({ startDate: undefined, endDate: undefined, page: 0, size: 10 }));
    const from = screen.getByLabelText('From');
    await userEvent.type(from, '2026-03-01');
    await waitFor(() => expect(searchDocs).toHaveBeenLastCalledWith({ startDate: '2026-03-01', endDate: undefined, page: 0, size: 10 }));
    expect(searchDocs.mock.calls.map(([request]) => request.startDate)).toEqual([undefined, '2026-03-01']);
    // An end before the start matches nothing: the filter says why.
    await userEvent.type(screen.getByLabelText('To'), '2026-02-01');
    expect(screen.getByText('To is before From')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('To is before From')).toBeNull();
    expect((from as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it("shows 'Loading...' on the row whose report is generated and holds the other rows", async () => {
    const { fetchReport, open, finish } = pendingReport();
    renderHistory(fetchReport, 'Loading...');
    await waitFor(() => reportButton(docs[0].number));
    await userEvent.click(reportButton(docs[0].number));
    expect(fetchReport).toHaveBeenCalledWith(1);
    expect(reportButton(docs[0].number).textContent).toBe('Loading...');
    expect(reportButton(docs[0].number).disabled).toBe(true);
    expect(reportButton(docs[1].number).disabled).toBe(true);
    finish();
    await waitFor(() => expect(reportButton(docs[0].number).textContent).toBe('View Report'));
    expect(reportButton(docs[1].number).disabled).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner instead when no busy text is given', async () => {
    const { fetchReport, finish } = pendingReport();
    renderHistory(fetchReport);
    await waitFor(() => reportButton(docs[1].number));
    await userEvent.click(reportButton(docs[1].number));
    expect(reportButton(docs[1].number).dataset.loading).toBe('true');
    expect(reportButton(docs[0].number).disabled).toBe(true);
    finish();
    await waitFor(() => expect(reportButton(docs[1].number).dataset.loading).toBeUndefined());
  });
});
