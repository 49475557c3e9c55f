import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { KEY_REUSED_PROBLEM } from '@hanout/contract';
import { Providers, createQueryClient } from '../Providers';
import { ApiError } from './api';
import { useWriteOnceMutation } from './queries';

const wrapper = ({ children }: { children: ReactNode }) => <Providers client={createQueryClient()}>{children}</Providers>;

describe('a money-writing mutation', () => {
  it('sends one key until answered, and says an earlier attempt was recorded when the key already wrote another request', async () => {
    const keys: string[] = [];
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new ApiError(422, 'This Idempotency-Key was already used for a different request.', KEY_REUSED_PROBLEM)),
      () => Promise.resolve({ id: 1 }),
    ];
    const save = vi.fn((_body: { amount: number }, key: string) => {
      keys.push(key);
      return answers[keys.length - 1]();
    });
    const { result } = renderHook(() => useWriteOnceMutation(save, []), { wrapper });
    // No answer: the form is told the payment may be recorded and can be sent again.
    await expect(result.current.mutateAsync({ amount: 50 })).rejects.toThrow(/^No answer from the server: it may have been recorded/);
    const reused = await result.current.mutateAsync({ amount: 60 }).catch((error: unknown) => error);
    expect(reused).toBeInstanceOf(ApiError);
    expect((reused as ApiError).detail).toMatch(/^An earlier attempt was recorded/);
    await result.current.mutateAsync({ amount: 60 });
    // The same key after the lost answer; a new one once the server had answered.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
