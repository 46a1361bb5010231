import { useQuery } from '@apollo/client/react';
import { Container, Skeleton, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { firstQuery } from '../../../lib/firstQuery';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { memberLabel } from '../../../ui/MemberName';
import { NotFound } from '../../../ui/NotFound';
import { PanelError } from '../../../ui/PanelError';
import { ReflectionCard } from '../components/ReflectionCard';
import { LogQuery } from '../graphql/logQuery';

/** Drawn by the server with its data, and asked for beside the member's own at boot (app/firstQueries.ts). */
export const reflectionFirstQuery = firstQuery(LogQuery, ({ params: { id = '' } }) => ({ id }));

/** /reflections/{id}: one reflection with its item, writing and upvotes. */
export function ReflectionPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, loading } = useQuery(LogQuery, { variables: { id } });
  const log = data?.log;
  const item = log?.item;
  const title =
    item && 'title' in item ? `Reflection on ${item.title} by ${memberLabel(log.user)}` : 'Reflection';
  // The writing's start, as the server's share card has it (server modules/sharing).
  const words = [log?.reviewTitle, log?.review].filter((text) => text?.trim()).join(': ');
  usePageMeta({
    title,
    description: words ? (words.length > 200 ? `${words.slice(0, 199).trimEnd()}…` : words) : undefined,
  });

  if (error && !data)
    return (
      <Container py="xl">
        <PanelError error={error} />
      </Container>
    );
  if (loading && !data)
    return (
      <Container py="xl">
        <Skeleton height={220} radius="lg" aria-label="Loading the reflection" />
      </Container>
    );
  if (!log) return <NotFound />;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Reflection
        </Title>
        <ReflectionCard log={log} onDeleted={() => navigate(`${ROUTES.user(log.user.username)}/activity`)} />
      </Stack>
    </Container>
  );
}
