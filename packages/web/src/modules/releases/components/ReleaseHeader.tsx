import { PRIMARY_TYPE_LABELS } from '@earmark/shared';
import { Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReleaseQueryQuery } from '../../../graphql/generated/graphql';
import { useCoverColor } from '../../../lib/coverColor';
import { partialDateLabel } from '../../../lib/musicbrainzFacts';
import { ArtistCredits } from '../../../ui/ArtistCredits';
import { CoverImage } from '../../../ui/CoverImage';
import { DataSourceLinks, hasSpotifySource } from '../../../ui/DataSourceLinks';
import { Disambiguation } from '../../../ui/Disambiguation';
import { StatGroup } from '../../../ui/StatGroup';
import { ItemActionsById } from '../../listening';
import { useSpotifyLinkTarget } from '../../spotify';
import classes from './ReleaseHeader.module.css';

type Props = { release: NonNullable<ReleaseQueryQuery['release']> };

/** Cover, title, year, credits, label, genres, sources and the release's counts. */
export function ReleaseHeader({ release }: Props) {
  // The first release date as precise as MusicBrainz knows it; a bare year is already shown.
  const released =
    release.releaseDate && release.releaseDate.length > 4 ? partialDateLabel(release.releaseDate) : null;
  const spotifyTarget = useSpotifyLinkTarget(hasSpotifySource(release.dataSources));
  // The cover's colour (brightened, or darkened in the dark scheme) behind the header once read.
  const tint = useCoverColor(release.image);
  return (
    <Group
      align="flex-start"
      gap="xl"
      className={classes.header}
      data-tinted={tint ? '' : undefined}
      style={tint ? { backgroundColor: tint } : undefined}
    >
      <Box className={classes.cover}>
        <CoverImage
          src={release.image}
          fallbackSrc={release.imageBackup}
          alt={`Cover of ${release.title}`}
          priority
        />
      </Box>
      <Stack gap="sm" className={classes.details}>
        <Group gap="xs">
          <Badge variant="light">{PRIMARY_TYPE_LABELS[release.primaryType]}</Badge>
          {release.year && (
            <Text c="dimmed" fw={600}>
              {release.year}
            </Text>
          )}
        </Group>
        <Title order={1}>
          {release.title}
          <Disambiguation text={release.disambiguation} />
        </Title>
        <Text size="lg" fw={600}>
          <ArtistCredits artists={release.artists} />
        </Text>
        {released && (
          <Text size="sm" c="dimmed">
            First released <time dateTime={release.releaseDate ?? undefined}>{released}</time>
          </Text>
        )}
        {release.label && (
          <Text size="sm" c="dimmed">
            Label: {release.label}
          </Text>
        )}
        {release.genres.length > 0 && (
          <Group gap={6} aria-label="Genres">
            {release.genres.map((genre) => (
              <Badge key={genre} variant="outline" color="gray" radius="sm" tt="none">
                {genre}
              </Badge>
            ))}
          </Group>
        )}
        <ItemActionsById kind="RELEASE" id={release.id} />
        <StatGroup
          stats={[
            { label: 'Listens', value: release.numberOfChecks },
            { label: 'Likes', value: release.numberOfLikes },
            { label: 'Loves', value: release.numberOfLoves },
            { label: 'Favorites', value: release.numberOfFavorites },
            { label: 'Lists', value: release.numberOfLists },
          ]}
        />
        <DataSourceLinks sources={release.dataSources} spotifyTarget={spotifyTarget} />
      </Stack>
    </Group>
  );
}
