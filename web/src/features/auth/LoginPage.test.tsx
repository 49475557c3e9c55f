import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { LoginRequest, SignInOptions } from '@hanout/contract';
import { Providers, createQueryClient } from '../../Providers';
import { clearToken, getDeviceToken, setDeviceToken } from '../../common/session';
import LoginPage from './LoginPage';

afterEach(clearToken);

/** An unsigned token with the claims the screens read (the server checks the real one). */
const token = ['{"alg":"none"}', JSON.stringify({ sub: '1', role: 'ROLE_USER', name: 'Clerk', exp: Math.floor(Date.now() / 1000) + 3600 })]
  .map((part) => btoa(part).replace(/=+$/, ''))
  .concat('')
  .join('.');

/** The sign-in page against a server whose options answer `options` (a failure when null); returns the sign-ins sent. */
function renderLogin(options: SignInOptions | null) {
  const sent: LoginRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (url === '/api/auth/sign-in-options')
        return Promise.resolve(options ? Response.json(options) : new Response(null, { status: 502 }));
      if (url === '/api/auth/login') {
        sent.push(JSON.parse(init.body as string) as LoginRequest);
        return Promise.resolve(Response.json({ success: true, token, deviceToken: 'd'.repeat(32) }));
      }
      return Promise.resolve(Response.json({ id: 1, name: 'Clerk', role: 'ROLE_USER', language: 'en', timeZone: 'Africa/Casablanca' }));
    }),
  );
  render(
    <Providers client={createQueryClient()}>
      <MemoryRouter initialEntries={['/auth/login']}>
        <Routes>
          <Route path="/auth/login" element={<LoginPage />} />
          <Route path="/counter" element={<p>Counter</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return sent;
}

it('asks for the shop’s code first when the server says so, and sends it trimmed and lower-cased with that shop’s device token', async () => {
  setDeviceToken('caisse', 'o'.repeat(32), 'other-shop');
  setDeviceToken('caisse', 'a'.repeat(32), 'atlas');
  const sent = renderLogin({ shopCodeAsked: true });
  const user = userEvent.setup();
  const shop = await screen.findByLabelText('Shop code');
  expect(shop.getAttribute('autocomplete')).toBe('organization');
  expect(screen.getByText('Not needed when you sign in with your e-mail address')).toBeTruthy();

  // Keyboard only: the shop's code, the username, the password, then SIGN IN.
  await user.tab();
  expect(document.activeElement).toBe(shop);
  await user.keyboard(' Atlas ');
  await user.tab();
  expect(document.activeElement).toBe(screen.getByLabelText('Username'));
  await user.keyboard('caisse');
  await user.tab();
  expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  await user.keyboard('secret');
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'SIGN IN' }));
  await user.keyboard('{Enter}');

  expect(await screen.findByText('Counter')).toBeTruthy();
  expect(sent).toEqual([{ shop: 'atlas', username: 'caisse', password: 'secret', deviceToken: 'a'.repeat(32) }]);
  expect(getDeviceToken('caisse', 'atlas')).toBe('d'.repeat(32));
  expect(getDeviceToken('caisse', 'other-shop')).toBe('o'.repeat(32));
  expect(localStorage.getItem('shopCode')).toBe('atlas');
});

it('offers the code this browser last signed in with, and signs in by e-mail address without one', async () => {
  localStorage.setItem('shopCode', 'atlas');
  const sent = renderLogin({ shopCodeAsked: true });
  const user = userEvent.setup();
  const shop = await screen.findByLabelText('Shop code');
  expect((shop as HTMLInputElement).value).toBe('atlas');

  await user.clear(shop);
  await user.type(screen.getByLabelText('Username'), 'owner@atlas.ma');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
  expect(await screen.findByText('Counter')).toBeTruthy();
  expect(sent).toEqual([{ username: 'owner@atlas.ma', password: 'secret' }]);
  // Another clerk of the browser still finds it.
  expect(localStorage.getItem('shopCode')).toBe('atlas');
});

it.each([
  ['holds one shop', { shopCodeAsked: false }],
  ['cannot say', null],
])('asks for no shop’s code when the server %s, and signs in without one', async (_, options) => {
  const sent = renderLogin(options);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'caisse');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
  expect(await screen.findByText('Counter')).toBeTruthy();
  expect(screen.queryByLabelText('Shop code')).toBeNull();
  expect(sent).toEqual([{ username: 'caisse', password: 'secret' }]);
});
