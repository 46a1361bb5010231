import { Anchor, Badge, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TrackRowFieldsFragment } from '../../../graphql/generated/graphql';
import { formatDuration } from '../../../lib/format';
import { ROUTES } from '../../../lib/links';
import { trackKindLabel } from '../../../lib/musicbrainzFacts';
import { ArtistCredits } from '../../../ui/ArtistCredits';
import { Disambiguation } from '../../../ui/Disambiguation';
import { ItemRowActions } from '../../listening';
import classes from './TrackList.module.css';

type Props = {
  track: TrackRowFieldsFragment;
  /** What the number column shows: the printed number ("A1"), else the place on its disc. */
  number: string;
  releaseArtistIds: readonly string[];
};

function sameArtists(track: TrackRowFieldsFragment, releaseArtistIds: readonly string[]): boolean {
  return (
    track.artists.length === releaseArtistIds.length &&
    track.artists.every((artist, index) => artist.id === releaseArtistIds[index])
  );
}

export function TrackRow({ track, number, releaseArtistIds }: Props) {
  const showArtists = track.artists.length > 0 && !sameArtists(track, releaseArtistIds);
  const kind = trackKindLabel(track.kind);
  return (
    <li className={classes.row} data-kind={track.kind === 'AUDIO' ? undefined : track.kind}>
      <span className={classes.position}>{number}</span>
      <div className={classes.title}>
        <Anchor component={Link} to={ROUTES.song(track.song.id)} c="bright" fw={500}>
          {track.title}
        </Anchor>
        <Disambiguation text={track.song.disambiguation} />
        {track.song.isVideo && (
          <Badge
            variant="light"
            color="grape"
            size="sm"
            ml={6}
            leftSection={<IconVideo size={12} aria-hidden />}
            tt="none"
          >
            Video
          </Badge>
        )}
        {kind && (
          <Badge variant="outline" color="gray" size="sm" ml={6} tt="none">
            {kind}
          </Badge>
        )}
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
