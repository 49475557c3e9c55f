import { Text } from '@mantine/core';
import type { ExpiryStatus } from '@hanout/contract';
import { formatDate } from './dates';
import { t } from './i18n';

const COLOURS: Record<ExpiryStatus, string | undefined> = { OK: undefined, NEAR: 'orange.8', EXPIRED: 'red.8' };

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
