import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { RegenerateApiTokenMutation } from '../graphql/RegenerateApiToken';
import { ApiTokenSection } from './ApiTokenSection';

const TOKEN = '3f2a9c4e-1b7d-4e8a-9c0f-5d6e7a8b9c0d';
const member = { id: '7', username: 'rafael.c', isAdmin: false, isSupporter: false };

function tokenMock(token: string) {
  return { request: { query: RegenerateApiTokenMutation }, result: { data: { regenerateApiToken: token } } };
}

describe('Settings → API token', () => {
  it('shows the ListenBrainz URL, generates a token and shows it once with a copy button', async () => {
    renderWithProviders(<ApiTokenSection hasToken={false} origin="https://earmark.example" />, {
      member,
      mocks: [tokenMock(TOKEN)],
    });
    expect(screen.getByText('https://earmark.example/apis/listenbrainz')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the ListenBrainz URL' })).toBeTruthy();
    expect(screen.queryByText(TOKEN)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Generate token' }));
    expect(await screen.findByText(TOKEN)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the token' })).toBeTruthy();
    expect(screen.getByText(/only time it is shown/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Regenerate token' })).toBeTruthy();
  });

  it('offers to regenerate an existing token, which it cannot show, and says the old one stops working', async () => {
    const next = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
    renderWithProviders(<ApiTokenSection hasToken origin="https://earmark.example" />, {
      member,
      mocks: [tokenMock(next)],
    });
    expect(screen.getByText(/old one stops working/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate token' }));
    expect(await screen.findByText(next)).toBeTruthy();
  });

  it('shows the error when the server refuses', async () => {
    renderWithProviders(<ApiTokenSection hasToken={false} origin="https://earmark.example" />, {
      member,
      mocks: [
        {
          request: { query: RegenerateApiTokenMutation },
          error: new Error('The server could not be reached'),
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Generate token' }));
    expect(await screen.findByText(/could not be reached/)).toBeTruthy();
  });
});
