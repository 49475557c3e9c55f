import { Text } from '@mantine/core';
import type { ExpiryStatus } from '@hanout/contract';
import { formatDate } from './dates';
import { t } from './i18n';

/**
 * Amber and red dark enough to be read (4.5:1, WCAG AA) on a striped row's grey: Mantine's orange
 * shades 8 and 9 give 3.4 and 4.2, its red 8 gives 4.3.
 */
export const NEAR_EXPIRY_COLOUR = '#c84600';
export const EXPIRED_COLOUR = 'red.9';
const COLOURS: Record<ExpiryStatus, string | undefined> = { OK: undefined, NEAR: NEAR_EXPIRY_COLOUR, EXPIRED: EXPIRED_COLOUR };

/** What an expiry status says in words, beside its colour (colour alone is lost on some screens and readers). */
export const expiryLabel = (status: ExpiryStatus): string | null =>
  status === 'EXPIRED' ? t('Expired') : status === 'NEAR' ? t('Expires soon') : null;

/** A batch's expiry date: amber with "Expires soon" within the shop's near-expiry days, red with "Expired" after it. */
export function ExpiryDate({ date, status, size = 'sm' }: { date: string; status: ExpiryStatus; size?: 'xs' | 'sm' }) {
  const label = expiryLabel(status);
  // The date stays whole; its label may go to the next line in a narrow column (a phone's).
  return (
    <Text span size={size} c={COLOURS[status]} fw={label ? 600 : undefined}>
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(date)}</span>
      {label && ` · ${label}`}
    </Text>
  );
}
