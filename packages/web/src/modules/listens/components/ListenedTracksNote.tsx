import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { plural } from '../../../lib/format';
import { useCurrentUser } from '../../auth';
import { ReleaseListenedTracksQuery } from '../graphql/ReleaseListenedTracks';

type Props = { releaseId: string; mb?: string };

/** "You have listened to 7 of 12 tracks": the member's listens of the release's songs (nothing for a guest or none). */
export function ListenedTracksNote({ releaseId, mb }: Props) {
  const member = useCurrentUser();
  const { data } = useQuery(ReleaseListenedTracksQuery, { variables: { id: releaseId }, skip: !member });
  const release = data?.release;
  if (!release || release.currentUserListenedTracksCount === 0) return null;
  return (
    <Text size="sm" c="dimmed" mb={mb} data-testid="listened-tracks">
      You have listened to {release.currentUserListenedTracksCount} of {plural(release.tracksCount, 'track')}
    </Text>
  );
}
