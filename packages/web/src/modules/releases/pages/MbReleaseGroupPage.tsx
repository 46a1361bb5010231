import { useQuery } from '@apollo/client/react';
import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { usePageMeta } from '../../../lib/usePageMeta';
import { NotFound } from '../../../ui/NotFound';
import { PanelError } from '../../../ui/PanelError';
import { useCurrentUser } from '../../auth';
import { ReleaseByMusicBrainzIdQuery } from '../graphql/ReleaseByMusicBrainzId';

/**
 * /mb/release-group/:mbid, a MusicBrainz link: the release page when Earmark has the group;
 * otherwise, for a member, the group is fetched from MusicBrainz with its tracks first (a few
 * seconds at most). MusicBrainz not answering: a quiet line and a way to try again.
 */
export function MbReleaseGroupPage() {
  const { mbid = '' } = useParams();
  const member = useCurrentUser();
  const { data, loading, error, refetch } = useQuery(ReleaseByMusicBrainzIdQuery, {
    variables: { mbid },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
    // Fetching may take a MusicBrainz request or two: never while a page is drawn on the server.
    ssr: false,
  });
  usePageMeta({ title: 'Release from MusicBrainz', description: 'A MusicBrainz release group on Earmark.' });
  const answer = data?.releaseByMusicBrainzId;
  if (answer?.release) return <Navigate to={answer.release.link} replace />;
  if (loading || (!data && !error)) {
    return (
      <Container py="xl">
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Fetching this release from MusicBrainz…</Text>
        </Stack>
      </Container>
    );
  }
  if (error) return <PanelError error={error} />;
  if (answer?.note) {
    return (
      <Container size="sm" py={60}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1} size="h3">
            Not on Earmark yet
          </Title>
          <Text c="dimmed">{answer.note}</Text>
          <Button variant="light" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Container>
    );
  }
  if (!member) {
    return (
      <Container size="sm" py={60}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1} size="h3">
            Not on Earmark yet
          </Title>
          <Text c="dimmed">Log in to add this release from MusicBrainz, with its tracks.</Text>
          <Button component={Link} to="/login">
            Log in
          </Button>
        </Stack>
      </Container>
    );
  }
  return <NotFound title="Release not found" message="MusicBrainz does not know this release group." />;
}
