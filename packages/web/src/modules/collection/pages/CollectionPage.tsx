import { Container, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/usePageMeta';
import { useCurrentUser } from '../../auth';
import { UserCollection } from '../components/UserCollection';

/** /collection, and "For Later" at ?type=releases&itemsListenStatus=for-later. */
export function CollectionPage() {
  const member = useCurrentUser();
  const [search] = useSearchParams();
  const forLater = ['for-later', 'first-listen', 'listen-again'].includes(
    search.get('itemsListenStatus') ?? '',
  );
  const title = forLater ? 'For Later' : 'Collection';
  usePageMeta({
    title,
    description: forLater
      ? 'The albums and songs you have saved to listen to next.'
      : 'Everything you have listened to and saved for later, in one place.',
  });
  return (
    <Container py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {member ? (
          <UserCollection username={member.username} />
        ) : (
          <Text c="dimmed">Please login to view your collection</Text>
        )}
      </Stack>
    </Container>
  );
}
