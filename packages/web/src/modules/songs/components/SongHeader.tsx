import { Anchor, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SongQueryQuery } from '../../../graphql/generated/graphql';
import { formatDuration } from '../../../lib/format';
import { ROUTES } from '../../../lib/links';
import { partialDateLabel } from '../../../lib/musicbrainzFacts';
import { ArtistCredits } from '../../../ui/ArtistCredits';
import { CoverImage } from '../../../ui/CoverImage';
import { DataSourceLinks, hasSpotifySource } from '../../../ui/DataSourceLinks';
import { Disambiguation } from '../../../ui/Disambiguation';
import { StatGroup } from '../../../ui/StatGroup';
import { ItemActionsById } from '../../listening';
import { useSpotifyLinkTarget } from '../../spotify';

type Props = { song: NonNullable<SongQueryQuery['song']> };

/**
 * Title (with MusicBrainz's comment), artists, the release it is on (unless hidden), first release
 * date as precisely as known, length and counts; a music video says so.
 */
export function SongHeader({ song }: Props) {
  const spotifyTarget = useSpotifyLinkTarget(hasSpotifySource(song.dataSources));
  const facts = [partialDateLabel(song.releaseDate) ?? song.year, formatDuration(song.duration)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Box w={{ base: '100%', xs: 200 }} maw={320} style={{ flex: 'none' }}>
        <CoverImage src={song.image} alt={`Cover of ${song.title}`} priority />
      </Box>
      <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
        <Group gap="xs">
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            Song
          </Text>
          {song.isVideo && (
            <Badge
              variant="light"
              color="grape"
              size="sm"
              leftSection={<IconVideo size={12} aria-hidden />}
              tt="none"
            >
              Video
            </Badge>
          )}
        </Group>
        <Title order={1}>
          {song.title}
          <Disambiguation text={song.disambiguation} />
        </Title>
        <Text size="lg" fw={600}>
          <ArtistCredits artists={song.artists} />
        </Text>
        {song.release && !song.hideReleaseLink && (
          <Text size="sm">
            From{' '}
            <Anchor component={Link} to={ROUTES.release(song.release.id)} fw={600}>
              {song.release.title}
            </Anchor>
          </Text>
        )}
        {facts && (
          <Text size="sm" c="dimmed">
            {facts}
          </Text>
        )}
        <ItemActionsById kind="SONG" id={song.id} />
        <StatGroup
          stats={[
            { label: 'Likes', value: song.numberOfLikes },
            { label: 'Loves', value: song.numberOfLoves },
            { label: 'Favorites', value: song.numberOfFavorites },
            { label: 'Lists', value: song.numberOfLists },
          ]}
        />
        <DataSourceLinks sources={song.dataSources} spotifyTarget={spotifyTarget} />
      </Stack>
    </Group>
  );
}
