import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readToken } from '../../../lib/session';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CurrentUserQuery } from '../../auth';
import { SignupMutation } from '../graphql/Signup';
import { SignupPage } from './SignupPage';

const values = {
  email: 'someone@example.test',
  username: 'someone_new',
  password: 'violet-harbour-42-lanterns',
  allowEmail: true,
};
const grant = { __typename: 'Session', token: 'grant-token', expiresAt: '2099-01-01T00:00:00.000Z' };

async function fillAndSubmit() {
  await userEvent.type(screen.getByRole('textbox', { name: /email/i }), values.email);
  await userEvent.type(screen.getByRole('textbox', { name: /username/i }), values.username);
  await userEvent.type(screen.getByLabelText(/password/i, { selector: 'input' }), values.password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignupPage', () => {
  it('says to check the email when the new session does not open (the address had an account)', {
    timeout: 20_000,
  }, async () => {
    const mocks = [
      { request: { query: SignupMutation, variables: values }, result: { data: { signup: grant } } },
      {
        request: { query: CurrentUserQuery },
        result: {
          errors: [new GraphQLError('Your session has ended.', { extensions: { code: 'UNAUTHENTICATED' } })],
        },
      },
    ];
    const { router } = renderWithProviders(<SignupPage />, { mocks, path: '/signup' });
    await fillAndSubmit();
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Check your email');
    expect(notice.textContent).toContain(
      `If ${values.email} already has an Earmark account, we have sent it a message.`,
    );
    expect(screen.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'reset your password' }).getAttribute('href')).toBe(
      '/request-password-reset',
    );
    expect(readToken()).toBeFalsy();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('goes home signed in when the session opens', { timeout: 20_000 }, async () => {
    const member = {
      __typename: 'User',
      id: '7',
      username: values.username,
      isAdmin: false,
      isSupporter: false,
    };
    const mocks = [
      { request: { query: SignupMutation, variables: values }, result: { data: { signup: grant } } },
      { request: { query: CurrentUserQuery }, result: { data: { currentUser: member } }, maxUsageCount: 5 },
    ];
    const { router } = renderWithProviders(<SignupPage />, { mocks, path: '/signup' });
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readToken()).toBeTruthy();
    expect(screen.queryByText('Check your email')).toBeNull();
  });
});
