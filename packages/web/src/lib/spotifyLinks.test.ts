import { describe, expect, it } from 'vitest';
import { spotifyAppUri, spotifyHref } from './spotifyLinks';

describe('spotify links', () => {
  it('turns open.spotify.com links into the app’s spotify: URIs', () => {
    expect(spotifyAppUri('https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy')).toBe(
      'spotify:album:4aawyAB9vmqN3uQ7FjRGTy',
    );
    expect(spotifyAppUri('https://open.spotify.com/intl-de/track/6rqhFgbbKwnb9MLmUQDhG6?si=abc')).toBe(
      'spotify:track:6rqhFgbbKwnb9MLmUQDhG6',
    );
    expect(spotifyAppUri('https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF')).toBe(
      'spotify:artist:0OdUWJ0sBjDrqHygGUXeCF',
    );
    expect(spotifyAppUri('https://musicbrainz.org/release-group/abc')).toBeNull();
  });

  it('keeps the web link for WEB, and for NATIVE when there is no app form', () => {
    const web = 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy';
    expect(spotifyHref(web, 'WEB')).toBe(web);
    expect(spotifyHref(web, 'NATIVE')).toBe('spotify:album:4aawyAB9vmqN3uQ7FjRGTy');
    expect(spotifyHref('https://example.test/x', 'NATIVE')).toBe('https://example.test/x');
  });
});
