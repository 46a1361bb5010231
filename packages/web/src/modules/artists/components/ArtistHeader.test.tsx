import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ArtistForArtistPageQuery } from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ArtistHeader } from './ArtistHeader';

type Artist = NonNullable<ArtistForArtistPageQuery['artist']>;

const artist = (over: Partial<Artist>): Artist => ({
  __typename: 'Artist',
  id: '7',
  name: 'Ed Sheeran',
  disambiguation: null,
  type: null,
  image: '/covers/artists/7.svg',
  profile: null,
  numberOfFavorites: 0,
  currentUserHasFavorited: false,
  dataSources: [],
  ...over,
});

describe('ArtistHeader', () => {
  it("shows MusicBrainz's artist type and comment beside the name", async () => {
    renderWithProviders(
      <ArtistHeader artist={artist({ type: 'PERSON', disambiguation: 'famous UK singer-songwriter' })} />,
    );
    expect(await screen.findByRole('heading', { name: 'Ed Sheeran' })).toBeTruthy();
    expect(screen.getByText('Person · famous UK singer-songwriter')).toBeTruthy();
  });

  it('shows the type alone, and nothing when MusicBrainz knows neither', async () => {
    const { unmount } = renderWithProviders(<ArtistHeader artist={artist({ type: 'ORCHESTRA' })} />);
    expect(await screen.findByText('Orchestra')).toBeTruthy();
    unmount();
    renderWithProviders(<ArtistHeader artist={artist({})} />);
    await screen.findByRole('heading', { name: 'Ed Sheeran' });
    expect(screen.queryByText(/Person|Orchestra/)).toBeNull();
  });
});
