import { useMutation, useQuery, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';

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
