import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, refetchOnWindowFocus: false, retry: false } } });
}

/**
 * The app's one client. The providers hand it to the screens; a route may also start its screen's
 * queries with it while the screen's code is still on its way.
 */
export const queryClient = createQueryClient();
