import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { ListFooter } from './ListFooter';

function renderFooter(props: Partial<Parameters<typeof ListFooter>[0]> = {}) {
  const onPage = vi.fn();
  render(
    <MantineProvider>
      <ListFooter page={0} size={10} offset={0} count={10} totalElements={25} totalPages={3} onPage={onPage} onSize={vi.fn()} {...props} />
    </MantineProvider>,
  );
  return { onPage };
}

describe('ListFooter', () => {
  it('tells which entries are shown', () => {
    renderFooter({ page: 2, offset: 20, count: 5 });
    expect(screen.getByTestId('list-summary').textContent).toBe('Showing 21 to 25 of 25 entries');
  });
  it('says 0 to 0 for an empty list', () => {
    renderFooter({ count: 0, totalElements: 0, totalPages: 0 });
    expect(screen.getByTestId('list-summary').textContent).toBe('Showing 0 to 0 of 0 entries');
  });
  it('describes the rows on screen while the next page size loads', () => {
    renderFooter({ size: 50, offset: 0, count: 20, totalElements: 27 });
    expect(screen.getByTestId('list-summary').textContent).toBe('Showing 1 to 20 of 27 entries');
  });
  it('moves to the next, last and first pages as 0-based indexes', async () => {
    const { onPage } = renderFooter({ page: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'last page' }));
    await userEvent.click(screen.getByRole('button', { name: 'first page' }));
    expect(onPage.mock.calls).toEqual([[2], [2], [0]]);
  });
});
