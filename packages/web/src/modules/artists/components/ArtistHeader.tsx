import { Anchor, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ArtistForArtistPageQuery } from '../../../graphql/generated/graphql';
import { plural } from '../../../lib/format';
import { ROUTES } from '../../../lib/links';
import { artistTypeLabel } from '../../../lib/musicbrainzFacts';
import { DataSourceLinks, hasSpotifySource } from '../../../ui/DataSourceLinks';
import { ArtistFavoriteButton } from '../../listening';
import { useSpotifyLinkTarget } from '../../spotify';
import { ArtistProfile } from './ArtistProfile';

type Props = { artist: NonNullable<ArtistForArtistPageQuery['artist']> };

export function ArtistHeader({ artist }: Props) {
  // "Person · famous UK singer-songwriter": MusicBrainz's type, then its comment.
  const about = [artistTypeLabel(artist.type), artist.disambiguation].filter(Boolean).join(' · ');
  const spotifyTarget = useSpotifyLinkTarget(hasSpotifySource(artist.dataSources));
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Avatar
        src={artist.image}
        alt={artist.name}
        name={artist.name}
        color="initials"
        size={160}
        radius={999}
        // The page's largest image: not queued behind the first screen's scripts on a first visit.
        imageProps={{ fetchPriority: 'high' }}
      />
      <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
        <div>
          <Title order={1}>{artist.name}</Title>
          {about && <Text c="dimmed">{about}</Text>}
        </div>
        <Group gap="sm">
          <ArtistFavoriteButton artist={artist} />
          {/* Who favorited the artist: a plain link beside the toggle, not a star that looks like one. */}
          <Anchor component={Link} to={`${ROUTES.artist(artist.id)}/users`} size="sm" c="dimmed">
            {`${plural(artist.numberOfFavorites, 'member')} favorited`}
          </Anchor>
        </Group>
        {artist.profile && <ArtistProfile name={artist.name} profile={artist.profile} />}
        <DataSourceLinks sources={artist.dataSources} spotifyTarget={spotifyTarget} />
      </Stack>
    </Group>
  );
}
