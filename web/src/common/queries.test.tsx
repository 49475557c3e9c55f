import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../Providers';
import { ApiError } from './api';
import { useWriteOnceMutation } from './queries';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

describe('a money-writing mutation', () => {
  it('sends one Idempotency-Key for a request and its retries, and a new one once the server has answered', async () => {
    const keys: string[] = [];
    const answers: Array<() => string> = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => {
        throw new ApiError(503, 'The database is unavailable');
      },
      () => 'saved',
      () => {
        throw new ApiError(409, 'Not enough stock');
      },
      () => 'saved again',
    ];
    const { result } = renderHook(
      () =>
        useWriteOnceMutation(async (_body: { sale: number }, key: string) => {
          keys.push(key);
          return await Promise.resolve().then(answers[keys.length - 1]);
        }, []),
      { wrapper },
    );
    await expect(result.current.mutateAsync({ sale: 1 })).rejects.toThrow('Failed to fetch');
    await expect(result.current.mutateAsync({ sale: 1 })).rejects.toThrow('unavailable');
    await expect(result.current.mutateAsync({ sale: 1 })).resolves.toBe('saved');
    await expect(result.current.mutateAsync({ sale: 2 })).rejects.toThrow('Not enough stock');
    await expect(result.current.mutateAsync({ sale: 2 })).resolves.toBe('saved again');
    // The network failure and the 503 are retried under the first key; the next sale gets its own,
    // and a request the server refused is not sent again under its key.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
    expect(keys[4]).not.toBe(keys[3]);
    expect(keys.every((key) => /^[0-9a-f]{32}$/.test(key))).toBe(true);
  });
});
