import { useQuery } from '@apollo/client/react';
import { Container, Group, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { firstQuery } from '../../../lib/firstQuery';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { NotFound } from '../../../ui/NotFound';
import { PanelError } from '../../../ui/PanelError';
import { RouteTabs, resolveTab } from '../../../ui/RouteTabs';
import { ArtistHeader } from '../components/ArtistHeader';
import { ArtistUsersTab } from '../components/ArtistUsersTab';
import { Discography } from '../components/Discography';
import { ArtistForArtistPageQuery } from '../graphql/ArtistForArtistPage';

const ARTIST_TABS = [
  { value: 'discography', label: 'Discography' },
  { value: 'users', label: 'Users' },
] as const;

/** The page's query, started at boot beside the current user's (lib/firstQuery.ts). */
export const artistFirstQuery = firstQuery(ArtistForArtistPageQuery, ({ params: { id = '' } }) => ({ id }));

export function ArtistPage() {
  const { id = '', tab } = useParams();
  const { data, error } = useQuery(ArtistForArtistPageQuery, { variables: { id } });
  const artist = data?.artist;
  const active = resolveTab(ARTIST_TABS, tab);
  usePageMeta({
    title: artist?.name ?? 'Artist',
    description: artist
      ? `The discography of ${artist.name}, with ratings and listens on Earmark.`
      : undefined,
  });

  if (data && !artist) {
    return <NotFound title="Artist not found" message="This artist does not exist or has been removed." />;
  }
  return (
    <Container py="xl">
      <Stack gap="xl">
        {error && !artist ? <PanelError error={error} title="Sorry, something went wrong" /> : null}
        {artist ? (
          <ArtistHeader artist={artist} />
        ) : (
          !error && (
            <Group gap="xl" aria-busy="true" role="status" aria-label="Loading">
              <Skeleton circle height={160} />
              <Skeleton height={36} width={280} />
            </Group>
          )
        )}
        {artist && (
          <div>
            <RouteTabs tabs={ARTIST_TABS} active={active} basePath={ROUTES.artist(artist.id)} />
            {active === 'discography' && <Discography artistId={artist.id} />}
            {active === 'users' && <ArtistUsersTab artistId={artist.id} />}
          </div>
        )}
      </Stack>
    </Container>
  );
}
