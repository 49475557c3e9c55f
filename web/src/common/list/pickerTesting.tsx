import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { Paged } from '@hanout/contract';
import { Providers, createQueryClient } from '../../Providers';
import type { PickerProps } from './PickerModal';

/**
 * Stubs fetch with a `…/search?text=&page=&size=` that filters and pages `rows` like the server
 * (`matches` gets the lower-cased text). Answers the URLs called, in order.
 */
export function fakeSearchServer<T>(rows: T[], matches: (row: T, text: string) => boolean): URL[] {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(url);
      const text = (url.searchParams.get('text') ?? '').toLowerCase();
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      const matching = rows.filter((row) => matches(row, text));
      const totalPages = Math.ceil(matching.length / size);
      const body: Paged<T> = {
        content: matching.slice(page * size, (page + 1) * size),
        totalElements: matching.length,
        totalPages,
        last: page >= totalPages - 1,
        pageable: { pageNumber: page, pageSize: size, offset: page * size },
      };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
    }),
  );
  return calls;
}

/** Renders a picker modal inside the app's providers; answers its onSelect and onClose mocks. */
export function renderPicker<T>(Picker: ComponentType<PickerProps<T>>, opened = true) {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  render(
    <Providers client={createQueryClient()}>
      <Picker opened={opened} onClose={onClose} onSelect={onSelect} />
    </Providers>,
  );
  return { onSelect, onClose };
}
