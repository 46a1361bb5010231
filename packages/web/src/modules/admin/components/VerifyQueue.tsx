import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { showErrorToast } from '../../../ui/errorToast';
import { PanelError } from '../../../ui/PanelError';
import { VerifyMusicBrainzRecording, VerifyMusicBrainzRelease } from '../graphql/AdminMutations';
import { AdminQueryForMbRecordingVerification, AdminQueryForMbVerification } from '../graphql/AdminQueries';
import { type StaffKind as Kind, useChosenItem } from '../hooks/useChosenItem';
import { ChosenItemNote } from './ChosenItemNote';
import { type QueueEntry, QueueItem } from './QueueItem';

type Props = {
  kind: Kind;
  /** A release's or recording's id chosen from its menu; unset: the queue's next item. */
  itemId?: string;
};

/** The next matched but unverified release or recording: the match is right, or it is not. */
export function VerifyQueue({ kind, itemId }: Props) {
  const releases = useQuery(AdminQueryForMbVerification, {
    skip: itemId !== undefined || kind !== 'release',
    fetchPolicy: 'network-only',
  });
  const recordings = useQuery(AdminQueryForMbRecordingVerification, {
    skip: itemId !== undefined || kind !== 'recording',
    fetchPolicy: 'network-only',
  });
  const chosen = useChosenItem(kind, itemId);
  const [verifyRelease, releaseState] = useMutation(VerifyMusicBrainzRelease);
  const [verifyRecording, recordingState] = useMutation(VerifyMusicBrainzRecording);
  const current = itemId !== undefined ? chosen : kind === 'release' ? releases : recordings;
  const queue =
    kind === 'release'
      ? releases.data?.nextReleaseForMbVerification
      : recordings.data?.nextRecordingForMbVerification;
  const raw =
    kind === 'release'
      ? releases.data?.nextReleaseForMbVerification.release
      : recordings.data?.nextRecordingForMbVerification.recording;
  const item: QueueEntry | null = chosen.item
    ? chosen.item
    : raw
      ? {
          ...raw,
          mbLink: 'mbReleaseGroupLink' in raw ? raw.mbReleaseGroupLink : 'mbLink' in raw ? raw.mbLink : null,
        }
      : null;

  async function verify(value: boolean) {
    if (!item) return;
    try {
      if (kind === 'release') await verifyRelease({ variables: { id: item.id, verify: value } });
      else await verifyRecording({ variables: { id: item.id, verify: value } });
      await current.refetch();
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    }
  }

  if (current.error && !item) return <PanelError error={current.error} />;
  if (current.loading && !item)
    return <Skeleton height={160} radius="md" aria-label="Loading the next item" />;
  if (!item && itemId !== undefined) return <Text c="dimmed">There is no such {kind}.</Text>;
  if (!item) return <Text c="dimmed">Every match is verified.</Text>;
  if (itemId !== undefined && !item.mbid)
    return (
      <Stack gap="md">
        <ChosenItemNote kind={kind} section="verify" />
        <QueueItem item={item} />
        <Text size="sm">This {kind} has no MusicBrainz match to verify: match it first.</Text>
      </Stack>
    );
  const saving = releaseState.loading || recordingState.loading;
  return (
    <Stack gap="md">
      {itemId === undefined ? (
        <Text size="sm" c="dimmed">
          {(queue?.count ?? 0).toLocaleString()} matches wait to be verified
        </Text>
      ) : (
        <ChosenItemNote kind={kind} section="verify" verified={chosen.item?.mbVerified} />
      )}
      <QueueItem item={item} />
      <Text size="sm">Open the MusicBrainz entry and compare: is this the same {kind}?</Text>
      <Group>
        <Button color="teal" loading={saving} onClick={() => void verify(true)}>
          Verify
        </Button>
        <Button color="red" variant="light" loading={saving} onClick={() => void verify(false)}>
          Wrong match
        </Button>
      </Group>
    </Stack>
  );
}
