import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ReleaseQuery } from '../graphql/releaseQuery';
import { ReleasePage } from './ReleasePage';

describe('ReleasePage', () => {
  it('shows a friendly not-found page for an unknown id', async () => {
    renderWithProviders(<ReleasePage />, {
      path: '/releases/:id/:tab?',
      url: '/releases/999999',
      mocks: [
        {
          request: { query: ReleaseQuery, variables: { id: '999999' } },
          result: { data: { release: null } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Release not found' })).toBeTruthy();
    expect(screen.getByText('This release does not exist or has been removed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
