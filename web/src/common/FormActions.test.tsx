import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers, createQueryClient } from '../Providers';
import { FormActions } from './FormActions';

describe('FormActions', () => {
  it("goes back to the form's list on 'Cancel', and submits with the other button", async () => {
    let submitted = 0;
    const router = createMemoryRouter(
      [
        {
          path: '/products/add',
          element: (
            <form onSubmit={(event) => (event.preventDefault(), submitted++)}>
              <FormActions submitLabel="Register Product" cancel="/products" />
            </form>
          ),
        },
        { path: '/products', element: <p>Manage Products</p> },
      ],
      { initialEntries: ['/products/add'] },
    );
    render(
      <Providers client={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Register Product' }));
    expect(submitted).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(submitted).toBe(1);
    expect(router.state.location.pathname).toBe('/products');
    expect(screen.getByText('Manage Products')).toBeTruthy();
  });
});
