import type { ReactNode } from 'react';
import { createTheme, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const theme = createTheme({ primaryColor: 'teal', defaultRadius: 'md' });

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, refetchOnWindowFocus: false, retry: false } } });
}
const queryClient = createQueryClient();

/**
 * What every page needs. The dialogs (common/dialogs.tsx) are mounted by layout/DialogsLayout.tsx
 * around the screens that use them, so that the sign-in page loads without the modal stack.
 */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** AppProviders with the dialogs mounted: for rendering a screen alone (tests). */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <AppProviders client={client}>
      <ModalsProvider>{children}</ModalsProvider>
    </AppProviders>
  );
}
