import { Title } from '@mantine/core';
import type { ReleaseQueryQuery } from '../../../graphql/generated/graphql';
import { ListenedTracksNote } from '../../listens';
import { TrackList } from './TrackList';

type Props = { release: NonNullable<ReleaseQueryQuery['release']> };

/** The overview tab; the item actions join the track list here. */
export function ReleaseOverview({ release }: Props) {
  return (
    <section aria-labelledby="tracklist-heading">
      <Title order={2} id="tracklist-heading" mb="sm">
        Tracks
      </Title>
      <ListenedTracksNote releaseId={release.id} mb="sm" />
      <TrackList tracks={release.tracks} releaseArtistIds={release.artists.map((artist) => artist.id)} />
    </section>
  );
}
