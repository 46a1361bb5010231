import { useQuery } from '@apollo/client/react';
import type { QueueEntry } from '../components/QueueItem';
import { AdminRecordingForMb, AdminReleaseForMb } from '../graphql/AdminQueries';

export type StaffKind = 'release' | 'recording';

/**
 * The item a staff member chose from its menu (?releaseId= / ?songId=) instead of the queue's next
 * one, in the shape the match and verify panels read; `skip` when the queue drives the page.
 */
export function useChosenItem(kind: StaffKind, itemId: string | undefined) {
  const release = useQuery(AdminReleaseForMb, {
    variables: { id: itemId ?? '' },
    skip: !itemId || kind !== 'release',
    fetchPolicy: 'network-only',
  });
  const recording = useQuery(AdminRecordingForMb, {
    variables: { id: itemId ?? '' },
    skip: !itemId || kind !== 'recording',
    fetchPolicy: 'network-only',
  });
  const current = kind === 'release' ? release : recording;
  const releaseRow = kind === 'release' ? release.data?.release : null;
  const songRow = kind === 'recording' ? recording.data?.song : null;
  const item: (QueueEntry & { mbVerified: boolean }) | null = releaseRow
    ? { ...releaseRow, mbLink: releaseRow.mbReleaseGroupLink }
    : (songRow ?? null);
  return {
    item,
    error: current.error,
    loading: current.loading,
    refetch: async () => {
      await current.refetch();
    },
  };
}
