import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from '@mantine/form';
import { afterEach, expect, it } from 'vitest';
import { Providers } from '../../Providers';
import { clearToken, setToken } from '../../common/session';
import { CustomerFields, type CustomerValues } from './CustomerFields';

afterEach(clearToken);
// The address's autosize follows font loading, which jsdom does not have.
Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });

/** An unsigned token with the claims the screens read (the server checks the real one). */
const adminToken = () =>
  ['{"alg":"none"}', JSON.stringify({ sub: '1', role: 'ROLE_ADMIN', name: 'Admin', exp: Math.floor(Date.now() / 1000) + 3600 })]
    .map((part) => btoa(part).replace(/=+$/, ''))
    .concat('')
    .join('.');

/** The fields, with the credit limit the form holds written beside them. */
function Form() {
  const form = useForm<CustomerValues>({
    mode: 'controlled',
    initialValues: { type: 'INDIVIDUAL', ice: '', name: '', mobile: '', address: '', creditLimit: null },
  });
  return (
    <>
      <CustomerFields form={form} />
      <output data-testid="held">{JSON.stringify(form.getValues().creditLimit)}</output>
    </>
  );
}

it('takes a credit limit with decimals as it is typed, with a comma or a point', async () => {
  setToken(adminToken());
  render(
    <Providers>
      <Form />
    </Providers>,
  );
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: /Credit limit/ });
  const held = () => JSON.parse(screen.getByTestId('held').textContent ?? '') as number | null;
  await userEvent.type(field, '1500,5');
  expect(field.value).toBe('1500,5');
  expect(held()).toBe(1500.5);
  await userEvent.clear(field);
  await userEvent.type(field, '12.75');
  expect(field.value).toBe('12,75');
  expect(held()).toBe(12.75);
  await userEvent.clear(field);
  expect(held()).toBeNull();
});
