import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { showErrorToast } from '../../../ui/errorToast';
import { PanelError } from '../../../ui/PanelError';
import { SetMusicBrainzRecording, SetMusicBrainzRelease } from '../graphql/AdminMutations';
import {
  AdminQueryForMb,
  AdminQueryForMbRecording,
  SearchMbQueryForDataReports,
  SearchMusicBrainzRecordings,
} from '../graphql/AdminQueries';
import { type StaffKind as Kind, useChosenItem } from '../hooks/useChosenItem';
import { ChosenItemNote } from './ChosenItemNote';
import { type QueueEntry, QueueItem } from './QueueItem';

function useNextToMatch(kind: Kind, skip: boolean) {
  const releases = useQuery(AdminQueryForMb, {
    skip: skip || kind !== 'release',
    fetchPolicy: 'network-only',
  });
  const recordings = useQuery(AdminQueryForMbRecording, {
    skip: skip || kind !== 'recording',
    fetchPolicy: 'network-only',
  });
  if (kind === 'release') {
    const queue = releases.data?.nextReleaseForMb;
    const release = queue?.release;
    const item: QueueEntry | null = release ? { ...release, mbLink: release.mbReleaseGroupLink } : null;
    return {
      item,
      count: queue?.count,
      error: releases.error,
      loading: releases.loading,
      refetch: releases.refetch,
    };
  }
  const queue = recordings.data?.nextRecordingForMb;
  return {
    item: (queue?.recording ?? null) as QueueEntry | null,
    count: queue?.count,
    error: recordings.error,
    loading: recordings.loading,
    refetch: recordings.refetch,
  };
}

type Props = {
  kind: Kind;
  /** A release's or recording's id chosen from its menu; unset: the queue's next item. */
  itemId?: string;
};

/** The next unmatched release or recording, MusicBrainz candidates for it, and setting its mbid. */
export function MatchQueue({ kind, itemId }: Props) {
  const queued = useNextToMatch(kind, itemId !== undefined);
  const chosen = useChosenItem(kind, itemId);
  const next = itemId === undefined ? queued : { ...chosen, count: undefined };
  const [query, setQuery] = useState('');
  const [manual, setManual] = useState('');
  const [searchReleases, releaseHits] = useLazyQuery(SearchMbQueryForDataReports);
  const [searchRecordings, recordingHits] = useLazyQuery(SearchMusicBrainzRecordings);
  const [setRelease, settingRelease] = useMutation(SetMusicBrainzRelease);
  const [setRecording, settingRecording] = useMutation(SetMusicBrainzRecording);
  const item = next.item;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item starts a new search
  useEffect(() => {
    if (!item) return;
    const text = `${item.title} ${item.artists.map((artist) => artist.name).join(' ')}`.trim();
    setQuery(text);
    setManual('');
    void search(text);
  }, [item?.id]);

  async function search(text: string) {
    if (!text.trim()) return;
    try {
      if (kind === 'release') await searchReleases({ variables: { query: text } });
      else await searchRecordings({ variables: { query: text } });
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    }
  }

  async function match(mbid: string | null) {
    if (!item) return;
    try {
      if (kind === 'release') await setRelease({ variables: { releaseId: item.id, mbid } });
      else await setRecording({ variables: { recordingId: item.id, mbid } });
      await next.refetch();
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    }
  }

  if (next.error && !item) return <PanelError error={next.error} />;
  if (next.loading && !item) return <Skeleton height={160} radius="md" aria-label="Loading the next item" />;
  if (!item && itemId !== undefined) return <Text c="dimmed">There is no such {kind}.</Text>;
  if (!item) return <Text c="dimmed">Nothing waits to be matched. Well done.</Text>;
  const hits =
    (kind === 'release'
      ? releaseHits.data?.searchMusicBrainzReleases
      : recordingHits.data?.searchMusicBrainzRecordings) ?? [];
  const searching = kind === 'release' ? releaseHits.loading : recordingHits.loading;
  const saving = settingRelease.loading || settingRecording.loading;
  return (
    <Stack gap="md">
      {itemId === undefined ? (
        <Text size="sm" c="dimmed">
          {(next.count ?? 0).toLocaleString()} {kind === 'release' ? 'releases' : 'recordings'} wait to be
          matched
        </Text>
      ) : (
        <ChosenItemNote kind={kind} section="match" />
      )}
      <QueueItem item={item} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void search(query);
        }}
      >
        <Group align="end">
          <TextInput
            label="Search MusicBrainz"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default" loading={searching}>
            Search
          </Button>
        </Group>
      </form>
      {hits.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="MusicBrainz candidates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Artist</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Score</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {hits.map((hit) => (
                <Table.Tr key={hit.mbid}>
                  <Table.Td>{hit.title}</Table.Td>
                  <Table.Td>{hit.artist}</Table.Td>
                  <Table.Td>{hit.date ?? ''}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{hit.score}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button size="compact-xs" loading={saving} onClick={() => void match(hit.mbid)}>
                      Match
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void match(manual.trim());
        }}
      >
        <Group align="end">
          <TextInput
            label="Or paste a MusicBrainz id"
            placeholder="8f9b5c8e-…"
            value={manual}
            onChange={(e) => setManual(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" disabled={!manual.trim()} loading={saving}>
            Set
          </Button>
          {item.mbid && (
            <Button variant="default" color="red" onClick={() => void match(null)}>
              Clear match
            </Button>
          )}
        </Group>
      </form>
    </Stack>
  );
}
