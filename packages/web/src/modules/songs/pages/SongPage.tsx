import { useQuery } from '@apollo/client/react';
import { Container, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { creditText } from '../../../ui/ArtistCredits';
import { NotFound } from '../../../ui/NotFound';
import { PanelError } from '../../../ui/PanelError';
import { RouteTabs, resolveTab } from '../../../ui/RouteTabs';
import { SongActivityTab } from '../components/SongActivityTab';
import { SongHeader } from '../components/SongHeader';
import { SongListsTab } from '../components/SongListsTab';
import { SongOverview } from '../components/SongOverview';
import { SongUsersTab } from '../components/SongUsersTab';
import { SongQuery } from '../graphql/songQuery';

const SONG_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'activity', label: 'Activity' },
  { value: 'lists', label: 'Lists' },
  { value: 'users', label: 'Users' },
] as const;

export function SongPage() {
  const { id = '', tab } = useParams();
  const { data, error } = useQuery(SongQuery, { variables: { id } });
  const song = data?.song;
  const active = resolveTab(SONG_TABS, tab);
  usePageMeta({
    title: song ? `${song.title} by ${creditText(song.artists)}` : 'Song',
    description: song
      ? `${song.title} by ${creditText(song.artists)}: ratings, reviews and lists on Earmark.`
      : undefined,
  });

  if (data && !song) {
    return <NotFound title="Song not found" message="This song does not exist or has been removed." />;
  }
  return (
    <Container py="xl">
      <Stack gap="xl">
        {error && !song ? <PanelError error={error} /> : null}
        {song ? (
          <SongHeader song={song} />
        ) : (
          !error && <Skeleton height={200} radius="md" role="status" aria-label="Loading" />
        )}
        {song && (
          <div>
            <RouteTabs tabs={SONG_TABS} active={active} basePath={ROUTES.song(song.id)} />
            {active === 'overview' && <SongOverview song={song} />}
            {active === 'activity' && <SongActivityTab songId={song.id} />}
            {active === 'lists' && <SongListsTab songId={song.id} />}
            {active === 'users' && <SongUsersTab songId={song.id} />}
          </div>
        )}
      </Stack>
    </Container>
  );
}
