import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ArtistCredits } from '../../../ui/ArtistCredits';
import { CoverImage } from '../../../ui/CoverImage';

export type QueueEntry = {
  id: string;
  title: string;
  year?: number | null;
  link: string;
  image: string;
  mbid?: string | null;
  mbLink?: string | null;
  artists: readonly { id: string; name: string; joinPhrase: string }[];
  release?: { id: string; title: string } | null;
};

/** The item a staff member is working on: cover, title, artists, year, and its current match. */
export function QueueItem({ item }: { item: QueueEntry }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-start" wrap="nowrap">
        <div style={{ width: 88, flex: 'none' }}>
          <CoverImage src={item.image} alt={`Cover of ${item.title}`} />
        </div>
        <Stack gap={2}>
          <Anchor component={Link} to={item.link} fw={700}>
            {item.title}
          </Anchor>
          <Text size="sm">
            <ArtistCredits artists={item.artists} />
            {item.year ? ` · ${item.year}` : ''}
          </Text>
          {item.release && (
            <Text size="xs" c="dimmed">
              On {item.release.title}
            </Text>
          )}
          {item.mbid && item.mbLink && (
            <Anchor href={item.mbLink} target="_blank" rel="noreferrer" size="sm">
              MusicBrainz: {item.mbid}
            </Anchor>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
