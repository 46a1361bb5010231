import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LoginMutation } from '../graphql/Login';
import { LoginPage } from './LoginPage';

describe('LoginPage', () => {
  it("shows the server's message for wrong credentials and the Facebook notice", async () => {
    const mocks = [
      {
        request: { query: LoginMutation, variables: { usernameOrEmail: 'someone', password: 'wrong-pass' } },
        result: {
          errors: [
            new GraphQLError('The username, email or password is incorrect.', {
              extensions: { code: 'INVALID_CREDENTIALS' },
            }),
          ],
        },
      },
    ];
    renderWithProviders(<LoginPage />, { mocks, path: '/login' });
    expect(screen.getByText(/Facebook login is no longer available/)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /username or email/i }), 'someone');
    await userEvent.type(screen.getByLabelText(/password/i, { selector: 'input' }), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The username, email or password is incorrect.',
    );
  });

  it('checks the required fields before calling the server', async () => {
    renderWithProviders(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Username or email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });
});
