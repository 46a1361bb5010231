import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TrackRowFieldsFragment } from '../../../graphql/generated/graphql';
import { formatDuration } from '../../../lib/format';
import { ROUTES } from '../../../lib/links';
import { ArtistCredits } from '../../../ui/ArtistCredits';
import { ItemRowActions } from '../../listening';
import classes from './TrackList.module.css';

type Props = {
  track: TrackRowFieldsFragment;
  multiDisc: boolean;
  releaseArtistIds: readonly string[];
};

function sameArtists(track: TrackRowFieldsFragment, releaseArtistIds: readonly string[]): boolean {
  return (
    track.artists.length === releaseArtistIds.length &&
    track.artists.every((artist, index) => artist.id === releaseArtistIds[index])
  );
}

export function TrackRow({ track, multiDisc, releaseArtistIds }: Props) {
  const showArtists = track.artists.length > 0 && !sameArtists(track, releaseArtistIds);
  return (
    <li className={classes.row}>
      <span className={classes.position}>
        {multiDisc ? `${track.discNumber}.${track.position}` : track.position}
      </span>
      <div className={classes.title}>
        <Anchor component={Link} to={ROUTES.song(track.song.id)} c="dark" fw={500}>
          {track.title}
        </Anchor>
        {showArtists && (
          <Text size="xs" c="dimmed">
            <ArtistCredits artists={track.artists} />
          </Text>
        )}
      </div>
      <span className={classes.duration}>{formatDuration(track.duration)}</span>
      <ItemRowActions item={{ ...track.song, __typename: 'Song' }} />
    </li>
  );
}
