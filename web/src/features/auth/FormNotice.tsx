import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';

/**
 * A message under or above a sign-in form (a refusal, a broken link). Mantine's Alert looks the
 * same but brings 2 KB of gzipped script (with its close button) to the sign-in page, which must
 * stay under 150 KB.
 */
export function FormNotice({ color, alert = false, children }: { color: 'red' | 'orange'; alert?: boolean; children: ReactNode }) {
  return (
    <Paper p="sm" radius="sm" bg={`${color}.0`} c={`${color}.9`} fz="sm" role={alert ? 'alert' : undefined}>
      {children}
    </Paper>
  );
}
