import { LIMITS } from '@earmark/shared';
import { Button, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { TrackRowFieldsFragment } from '../../../graphql/generated/graphql';
import { trackNumberLabels } from '../../../lib/musicbrainzFacts';
import classes from './TrackList.module.css';
import { TrackRow } from './TrackRow';

type Props = {
  tracks: readonly TrackRowFieldsFragment[];
  /** Credits equal to the release's are not repeated on each track. */
  releaseArtistIds: readonly string[];
};

/** The release's tracks: the first four, then "Show N More Tracks" / "Show Less". */
export function TrackList({ tracks, releaseArtistIds }: Props) {
  const [expanded, setExpanded] = useState(false);
  const hidden = tracks.length - LIMITS.tracksShownInitially;
  const shown = expanded || hidden <= 0 ? tracks : tracks.slice(0, LIMITS.tracksShownInitially);
  // Printed numbers ("A1"), else each disc counted from 1 ("2.1", not "2.12").
  const numbers = useMemo(() => trackNumberLabels(tracks), [tracks]);

  if (tracks.length === 0) {
    return <Text c="dimmed">No tracks are known for this release yet.</Text>;
  }
  return (
    <Stack gap="sm" align="flex-start">
      <ol className={classes.list}>
        {shown.map((track) => (
          <TrackRow
            key={track.id}
            track={track}
            number={numbers.get(track.id) ?? String(track.position)}
            releaseArtistIds={releaseArtistIds}
          />
        ))}
      </ol>
      {hidden > 0 && (
        <Button variant="subtle" onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
          {expanded ? 'Show Less' : `Show ${hidden} More ${hidden === 1 ? 'Track' : 'Tracks'}`}
        </Button>
      )}
    </Stack>
  );
}
