import { useQuery } from '@apollo/client/react';
import { Container, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { firstQuery } from '../../../lib/firstQuery';
import { usePageMeta } from '../../../lib/usePageMeta';
import { creditText } from '../../../ui/ArtistCredits';
import { NotFound } from '../../../ui/NotFound';
import { PanelError } from '../../../ui/PanelError';
import { ItemPageTabs } from '../../releases';
import { SongHeader } from '../components/SongHeader';
import { SongOverview } from '../components/SongOverview';
import { SongQuery } from '../graphql/songQuery';

/** Drawn by the server with its data, and asked for beside the member's own at boot (app/firstQueries.ts). */
export const songFirstQuery = firstQuery(SongQuery, ({ params: { id = '' } }) => ({ id }));

export function SongPage() {
  const { id = '', tab } = useParams();
  const { data, error } = useQuery(SongQuery, { variables: { id } });
  const song = data?.song;
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
        {song && <ItemPageTabs kind="SONG" id={song.id} tab={tab} overview={<SongOverview song={song} />} />}
      </Stack>
    </Container>
  );
}
