import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { BackupOverview } from '@hanout/contract';
import { Providers, createQueryClient } from '../../Providers';
import { clearToken, setToken } from '../../common/session';
import { BackupWarnings } from './BackupWarnings';

afterEach(clearToken);

/** An unsigned token with the claims the screens read (the server checks the real one). */
const tokenOf = (role: string) =>
  ['{"alg":"none"}', JSON.stringify({ sub: '1', role, name: 'Admin', exp: Math.floor(Date.now() / 1000) + 3600 })]
    .map((part) => btoa(part).replace(/=+$/, ''))
    .concat('')
    .join('.');

const newShop: BackupOverview = {
  engine: 'sqlite',
  directory: '/srv/hanout/data/backups',
  everyHours: 24,
  backups: [],
  warnings: [
    { code: 'no-recent-backup', lastVerifiedAt: null },
    { code: 'same-disk', directory: '/srv/hanout/data/backups' },
  ],
};

function renderWarnings(overview: BackupOverview, role = 'ROLE_ADMIN') {
  setToken(tokenOf(role));
  const fetched = vi.fn(() => Promise.resolve(Response.json(overview)));
  vi.stubGlobal('fetch', fetched);
  render(
    <MemoryRouter>
      <Providers client={createQueryClient()}>
        <BackupWarnings withLink />
      </Providers>
    </MemoryRouter>,
  );
  return fetched;
}

it('greets a new shop with one calm line on when the first backup runs and where backups are set, no warning nor server path', async () => {
  renderWarnings(newShop);
  const line = await screen.findByTestId('first-backup');
  expect(line.textContent).toContain('The first automatic backup runs a few minutes after the server starts, then one every 24 h.');
  expect(screen.getByRole('link', { name: 'Settings → Backups' }).getAttribute('href')).toBe('/backups');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(document.body.textContent).not.toContain('/srv/hanout');
  expect(document.body.textContent).not.toContain('No verified backup yet');
});

it('warns as before once a backup has failed', async () => {
  renderWarnings({
    ...newShop,
    warnings: [...newShop.warnings, { code: 'last-backup-failed', at: '2026-11-17T10:00:00Z', error: 'disk full' }],
  });
  expect(await screen.findByText('The last backup failed')).toBeTruthy();
  expect(screen.queryByTestId('first-backup')).toBeNull();
});

it('asks nothing and shows nothing to staff', () => {
  const fetched = renderWarnings(newShop, 'ROLE_USER');
  expect(fetched).not.toHaveBeenCalled();
  expect(screen.queryByTestId('first-backup')).toBeNull();
  expect(screen.queryByTestId('backup-warnings')).toBeNull();
});
