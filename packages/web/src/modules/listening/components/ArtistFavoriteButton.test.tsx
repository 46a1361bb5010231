import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FavoriteItemMutation } from '../graphql/FavoriteItem';
import { UnfavoriteItemMutation } from '../graphql/UnfavoriteItem';
import { ArtistFavoriteButton } from './ArtistFavoriteButton';

const member = { id: '1', username: 'listener', isAdmin: false, isSupporter: false };
const artist = {
  __typename: 'Artist' as const,
  id: '5',
  numberOfFavorites: 2,
  currentUserHasFavorited: false,
};

afterEach(() => vi.restoreAllMocks());

describe('ArtistFavoriteButton', () => {
  it('favorites the artist: the cache holds Favorited and the new count, for every surface showing it', async () => {
    const favorite = vi.fn(() => ({
      data: { favoriteItem: { ...artist, numberOfFavorites: 3, currentUserHasFavorited: true } },
    }));
    const unfavorite = vi.fn(() => ({ data: { unfavoriteItem: artist } }));
    const { cache } = renderWithProviders(<ArtistFavoriteButton artist={artist} />, {
      member,
      mocks: [
        {
          request: { query: FavoriteItemMutation, variables: { id: '5', type: 'artist' } },
          result: favorite,
        },
        {
          request: { query: UnfavoriteItemMutation, variables: { id: '5', type: 'artist' } },
          result: unfavorite,
        },
      ],
    });
    const button = await screen.findByRole('button', { name: 'Favorite' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    await waitFor(() => expect(favorite).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(cache.extract()['Artist:5']).toMatchObject({
        currentUserHasFavorited: true,
        numberOfFavorites: 3,
      }),
    );
  });

  it('asks a guest to sign up instead', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    renderWithProviders(<ArtistFavoriteButton artist={artist} />, { member: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Favorite' }));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Please sign up to favorite artists.' }),
    );
  });
});
