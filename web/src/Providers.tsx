import { Fragment, type ReactNode } from 'react';
import {
  createTheme,
  DirectionProvider,
  MantineProvider,
  type CSSVariablesResolver,
  type ModalProps,
  type NumberInputProps,
} from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { directionOf, t, useLanguage } from './common/i18n';
import { queryClient } from './common/queryClient';
import { insertNumber, pasteNumber } from './common/pastedNumber';

export { createQueryClient } from './common/queryClient';

/**
 * Contrast (WCAG AA, 4.5:1, checked by Lighthouse's accessibility audit, bench/RESULTS.md): teal's
 * default shade (6) under white text, the 'dimmed' gray (3.3:1), and the text of light variants
 * (badges, active links, alerts: 3.8-4.3:1 on their tinted backgrounds) fall short. Shade 9,
 * gray 7 and the palette's shade 9 darkened by a quarter pass.
 */
const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  defaultRadius: 'md',
  components: {
    // Numbers stay as typed (-5, 0, 2.5) so that the form says what is wrong; clamping them to
    // the minimum on blur, or dropping the '-' or '.', would silently save another amount.
    // Plain objects, not NumberInput.extend(): importing the components here would put them in
    // the sign-in page's first bundle (+31 KB gz).
    // Amounts are written with a decimal comma in every language (common/money.ts): the fields too,
    // a '.' typed or pasted included.
    NumberInput: {
      defaultProps: {
        clampBehavior: 'none',
        decimalSeparator: ',',
        onPaste: pasteNumber,
        onBeforeInput: insertNumber,
      } satisfies Partial<NumberInputProps>,
    },
  },
});
/** The theme in the current language (the dialogs' close button is named in it). */
const themeIn = () =>
  createTheme({
    ...theme,
    components: {
      ...theme.components,
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('Close') } } satisfies Partial<ModalProps> },
    },
  });
const LIGHT_VARIANT_COLORS = ['teal', 'green', 'red', 'blue', 'orange'];
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      LIGHT_VARIANT_COLORS.map((color) => [
        `--mantine-color-${color}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${color}-9), black 25%)`,
      ]),
    ),
  },
  dark: {},
});

/**
 * What every page needs. The dialogs (common/dialogs.tsx) are mounted by layout/DialogsLayout.tsx
 * around the screens that use them, so that the sign-in page loads without the modal stack.
 */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  // A new language draws every screen again (texts read with t() outside hooks included), right to left for Arabic.
  const language = useLanguage();
  return (
    <DirectionProvider key={language} initialDirection={directionOf(language)} detectDirection={false}>
      <MantineProvider theme={themeIn()} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={client}>
          <Fragment key={language}>{children}</Fragment>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
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
