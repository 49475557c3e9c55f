import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { KEY_REUSED_PROBLEM } from '@hanout/contract';
import { ApiError } from './api';
import { t } from './i18n';

/** What a page adds to a mutation: what it shows once the change is saved or refused. */
export type MutationCallbacks<TData, TVariables> = Pick<UseMutationOptions<TData, Error, TVariables>, 'onSuccess' | 'onError'>;

/**
 * A mutation that, once saved, refreshes every query under the keys it `changes` before the page's
 * own onSuccess runs: what a change touches is said once, next to the call that makes it.
 */
export function useChangeMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  changes: readonly QueryKey[],
  { onSuccess, onError }: MutationCallbacks<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn,
    onError,
    async onSuccess(...args) {
      await Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(...args);
    },
  });
}

/**
 * One record for its edit screen, loaded afresh each time the screen opens (never from the cache),
 * so the form starts from what is saved now.
 */
export const useFreshRecord = <T>(key: QueryKey, id: string, fetchRecord: (id: string) => Promise<T>, enabled = true) =>
  useQuery({ queryKey: [...key, 'one', id], queryFn: () => fetchRecord(id), enabled, staleTime: 0, gcTime: 0 });

/** A random Idempotency-Key: crypto.getRandomValues also works on a plain-HTTP LAN address, where randomUUID does not. */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** What the screen says when an attempt whose answer was lost was recorded, and the form has changed since. */
export const ALREADY_RECORDED = () =>
  t('An earlier attempt was recorded, though its answer did not arrive: check the list before recording this again.');

/** What the screen says when a write got no answer: it may have been recorded, and sending it again is safe. */
const NO_ANSWER = () => t('No answer from the server: it may have been recorded. Send it again: it is never recorded twice.');

/**
 * A money-writing mutation (a sale, a GRN) sent with one Idempotency-Key per draft: a retry after a
 * timeout or a second click sends the same key, so the server writes once and answers the same
 * document. The key is renewed once the server has answered, saved or refused (4xx): the next
 * request is another one. After a network failure or a 5xx it is kept, for the retry.
 */
export function useWriteOnceMutation<TData, TBody>(
  save: (body: TBody, idempotencyKey: string) => Promise<TData>,
  changes: readonly QueryKey[],
) {
  const key = useRef<string | null>(null);
  key.current ??= newIdempotencyKey();
  const mutation = useChangeMutation((body: TBody) => save(body, key.current!), changes);
  async function mutateAsync(body: TBody): Promise<TData> {
    try {
      const saved = await mutation.mutateAsync(body);
      key.current = newIdempotencyKey();
      return saved;
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) key.current = newIdempotencyKey();
      if (error instanceof ApiError && error.type === KEY_REUSED_PROBLEM) throw new ApiError(error.status, ALREADY_RECORDED(), error.type);
      // No answer (the network, not the server): the key is kept, so sending again cannot record it twice.
      if (!(error instanceof ApiError)) throw new ApiError(0, NO_ANSWER());
      throw error;
    }
  }
  return { ...mutation, mutateAsync };
}
