import { useQuery } from '@apollo/client/react';
import { Center, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { firstQuery } from '../../../lib/firstQuery';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { FeedLink } from '../../../ui/FeedLink';
import { NotFound } from '../../../ui/NotFound';
import { PanelError } from '../../../ui/PanelError';
import { RouteTabs, resolveTab } from '../../../ui/RouteTabs';
import { useCurrentUser } from '../../auth';
import { FOR_LATER_COLLECTION_PARAMS, UserCollection } from '../../collection';
import { UserListsTab } from '../../lists';
import { UserActivityTab } from '../../reflections';
import { CompactHeader } from '../components/CompactHeader';
import { NetworkSection } from '../components/NetworkSection';
import { ProfileSection } from '../components/ProfileSection';
import { UserHeader } from '../components/UserHeader';
import { UserForUserPageQuery } from '../graphql/UserForUserPage';
import { PRIVATE_TO_OTHERS } from '../privacyText';

const USER_TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'activity', label: 'Activity' },
  { value: 'collection', label: 'Collection' },
  { value: 'lists', label: 'Lists' },
  { value: 'network', label: 'Network' },
] as const;

const SECTION_TITLES: Record<string, string> = {
  activity: 'Activity',
  diary: 'Diary',
  collection: 'Collection',
  lists: 'Lists',
  network: 'Network',
  listened: 'Listens',
  'listen-to': 'For Later',
};

/**
 * Other names of sections: /diary is the activity, /listened the collection, and /listen-to the
 * member's For Later (the collection on the for-later status).
 */
const ALIASES: Record<string, string> = {
  diary: 'activity',
  listened: 'collection',
  'listen-to': 'collection',
};

/** The page's query, started at boot beside the current user's (lib/firstQuery.ts). */
export const userFirstQuery = firstQuery(UserForUserPageQuery, ({ params: { username = '' } }) => ({
  username,
}));

/** /users/{username}/{section?}: profile, activity, collection, lists, network. */
export function UserPage() {
  const { username = '', section = '' } = useParams();
  const member = useCurrentUser();
  const active = resolveTab(USER_TABS, ALIASES[section] ?? section);
  const { data, error, loading } = useQuery(UserForUserPageQuery, { variables: { username } });
  const sectionTitle = SECTION_TITLES[section];
  usePageMeta({
    title: sectionTitle ? `${sectionTitle} · @${username}` : `@${username}`,
    description: `Favorites, recent activity, collection, lists and network of @${username} on Earmark.`,
  });
  if (loading && !data)
    return (
      <Center py={120}>
        <Loader role="status" aria-label="Loading member" />
      </Center>
    );
  if (error && !data)
    return (
      <Container py="xl">
        <PanelError error={error} />
      </Container>
    );
  const user = data?.user;
  if (!user) return <NotFound title="User not found" message="This user does not exist." />;
  const own = member?.id === user.id;
  // The server hides a private profile's listening from all but the member's friends.
  const privateToViewer = user.isPrivate && !own && !user.isFriendsWithCurrentUser;
  return (
    <Container py="xl">
      <Stack gap="md">
        {active === 'profile' ? (
          <UserHeader user={user} own={own} signedIn={member !== null} />
        ) : (
          <CompactHeader user={user} />
        )}
        <RouteTabs tabs={USER_TABS} active={active} basePath={ROUTES.user(user.username)} />
        {user.hasBlockedCurrentUser &&
        (active === 'activity' || active === 'profile' || active === 'collection') ? (
          <Text c="dimmed">This member's activity is not available.</Text>
        ) : null}
        {privateToViewer &&
        !user.hasBlockedCurrentUser &&
        (active === 'activity' || active === 'collection') ? (
          // Said, not shown as an empty diary or collection ("No reflections yet.").
          <Text c="dimmed">
            <IconLock size={14} aria-hidden style={{ verticalAlign: '-2px' }} /> Private profile:{' '}
            {PRIVATE_TO_OTHERS}
          </Text>
        ) : null}
        {active === 'profile' && <ProfileSection username={user.username} own={own} />}
        {active === 'activity' && !user.hasBlockedCurrentUser && !user.isPrivate ? (
          // A private profile has no public feed (its listening is for friends only).
          <Group justify="flex-end" gap="md">
            <FeedLink href={`${ROUTES.user(user.username)}/rss`} label="Diary RSS" />
            <FeedLink href={`${ROUTES.user(user.username)}/reviews/rss`} label="Reviews RSS" />
          </Group>
        ) : null}
        {active === 'activity' && !user.hasBlockedCurrentUser && !privateToViewer && (
          <UserActivityTab username={user.username} />
        )}
        {active === 'collection' && !privateToViewer && !user.hasBlockedCurrentUser && (
          <UserCollection
            username={user.username}
            own={own}
            defaults={section === 'listen-to' ? FOR_LATER_COLLECTION_PARAMS : undefined}
          />
        )}
        {active === 'lists' && <UserListsTab username={user.username} />}
        {active === 'network' && <NetworkSection username={user.username} />}
      </Stack>
    </Container>
  );
}
