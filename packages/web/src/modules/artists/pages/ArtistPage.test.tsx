import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ArtistForArtistPageQuery } from '../graphql/ArtistForArtistPage';
import { ArtistPage } from './ArtistPage';

describe('ArtistPage', () => {
  it('says "Sorry, something went wrong" with the message when the artist cannot load', async () => {
    renderWithProviders(<ArtistPage />, {
      path: '/artists/:id/:tab?',
      url: '/artists/5',
      mocks: [
        {
          request: { query: ArtistForArtistPageQuery, variables: { id: '5' } },
          error: new Error('The catalog is being updated.'),
        },
      ],
    });
    expect(await screen.findByText('Sorry, something went wrong')).toBeTruthy();
    expect(screen.getByText('The catalog is being updated.')).toBeTruthy();
    expect(screen.queryByText('Error!')).toBeNull();
  });
});
