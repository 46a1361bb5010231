import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DataSourceLinks, hasSpotifySource } from '../../../ui/DataSourceLinks';
import { SpotifyLinkTargetQuery } from '../graphql/SpotifyLinkTarget';
import { useSpotifyLinkTarget } from './useSpotifyLinkTarget';

const member = { id: '1', username: 'listener', isAdmin: false, isSupporter: false };
const sources = [
  { type: 'SPOTIFY' as const, url: 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy' },
  { type: 'MUSICBRAINZ' as const, url: 'https://musicbrainz.org/release-group/1' },
];

/** An item header's links, as the release, song and artist headers draw them. */
function Links() {
  const target = useSpotifyLinkTarget(hasSpotifySource(sources));
  return <DataSourceLinks sources={sources} spotifyTarget={target} />;
}

const preference = (spotifyLinkTargetPref: 'WEB' | 'NATIVE') => ({
  request: { query: SpotifyLinkTargetQuery },
  result: { data: { currentUser: { __typename: 'User', id: '1', spotifyLinkTargetPref } } },
});

describe('Spotify links and the member preference', () => {
  it('opens the Spotify app (spotify: URI, same tab) when the member prefers NATIVE', async () => {
    renderWithProviders(<Links />, { member, mocks: [preference('NATIVE')] });
    const spotify = await screen.findByRole('link', { name: 'Spotify' });
    await screen.findByTitle('Open in the Spotify app');
    expect(spotify.getAttribute('href')).toBe('spotify:album:4aawyAB9vmqN3uQ7FjRGTy');
    expect(spotify.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'MusicBrainz' }).getAttribute('target')).toBe('_blank');
  });

  it('opens the web player in a new tab for WEB, and for a visitor', async () => {
    const web = renderWithProviders(<Links />, { member, mocks: [preference('WEB')] });
    const spotify = await screen.findByRole('link', { name: 'Spotify' });
    expect(spotify.getAttribute('href')).toBe('https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy');
    expect(spotify.getAttribute('target')).toBe('_blank');
    web.unmount();
    renderWithProviders(<Links />, { member: null });
    expect(screen.getByRole('link', { name: 'Spotify' }).getAttribute('href')).toMatch(/^https:/);
  });
});
