import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type SearchHit, useSearchSuggestions } from '../../search';
import type { ImportItemType, KeptRow, RowChoice } from '../importsApi';

type Props = {
  row: KeptRow;
  busy: boolean;
  onChoose: (row: KeptRow, choice: RowChoice) => void;
};

/** What the row says, as one line: artist – title (release), and when it was heard. */
function describe(row: KeptRow): string {
  const name = row.title ?? row.release ?? '';
  const release = row.title && row.release ? ` (${row.release})` : '';
  // The day as the file gave it (UTC), the same on every screen.
  const when = row.listenedAt ? `, ${row.listenedAt.slice(0, 10)}` : '';
  return `${row.artist} – ${name}${release}${when}`;
}

/**
 * One unmatched or low-confidence row: its text and why it was not matched, the suggestion if
 * there is one, a catalog search (the quick search's, songs for a listen, releases for a release)
 * to pick the right item, or skip.
 */
export function ReviewRow({ row, busy, onChoose }: Props) {
  // A release row names a release and no title; a listen (or a loved recording) is a song.
  const kind: ImportItemType = row.title || !row.release ? 'SONG' : 'RELEASE';
  const [query, setQuery] = useState(`${row.artist} ${row.title ?? row.release ?? ''}`);
  const { hits, loading } = useSearchSuggestions(query, kind);
  const choose = (id: string | number) => onChoose(row, { itemType: kind, itemId: String(id) });
  return (
    <Card withBorder padding="sm" data-testid="review-row">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600}>{describe(row)}</Text>
            <Text size="sm" c="dimmed">
              Row {row.rowNumber}: {row.reason}
            </Text>
          </div>
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            style={{ flexShrink: 0 }}
            disabled={busy}
            onClick={() => onChoose(row, { skip: true })}
          >
            Skip
          </Button>
        </Group>
        {row.item && (
          <Group gap="xs">
            <Text size="sm">
              Suggested: {row.item.title} by {row.item.artistName}
            </Text>
            <Button size="xs" disabled={busy} onClick={() => choose(row.item?.id ?? '')}>
              Use this
            </Button>
          </Group>
        )}
        <TextInput
          size="xs"
          label={kind === 'SONG' ? 'Search the catalog for the song' : 'Search the catalog for the release'}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        {loading && hits.length === 0 ? (
          <Text size="xs" c="dimmed">
            Searching…
          </Text>
        ) : hits.length === 0 ? (
          <Text size="xs" c="dimmed">
            Nothing found; try fewer words.
          </Text>
        ) : (
          <Stack gap={4}>
            {hits.slice(0, 5).map((hit: SearchHit) => (
              <Group key={hit.id} justify="space-between" wrap="nowrap">
                <Text size="sm" lineClamp={1}>
                  {hit.title}{' '}
                  <Text span size="xs" c="dimmed">
                    {hit.subtitle}
                  </Text>
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  disabled={busy}
                  onClick={() => choose(hit.id)}
                  aria-label={`Choose ${hit.title}`}
                >
                  Choose
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
