import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../lib/links';

type Credit = { id: string; name: string; joinPhrase: string };

type Props = {
  artists: readonly Credit[];
  /** Plain text inside another link (a card), where nested links are not allowed. */
  linked?: boolean;
};

/** "Artist A & Artist B feat. C", each name linking to its artist page. */
export function ArtistCredits({ artists, linked = true }: Props) {
  return (
    <>
      {artists.map((artist, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same artist can be credited twice
        <Fragment key={`${artist.id}-${index}`}>
          {linked ? (
            <Anchor component={Link} to={ROUTES.artist(artist.id)} inherit c="inherit">
              {artist.name}
            </Anchor>
          ) : (
            artist.name
          )}
          {index < artists.length - 1 ? artist.joinPhrase || ', ' : artist.joinPhrase}
        </Fragment>
      ))}
    </>
  );
}

/** The credit line as a string, for alt texts and titles. */
export function creditText(artists: readonly Credit[]): string {
  return artists
    .map((a, i) => a.name + (i < artists.length - 1 ? a.joinPhrase || ', ' : a.joinPhrase))
    .join('');
}
