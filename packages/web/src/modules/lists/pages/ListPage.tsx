import { useQuery } from '@apollo/client/react';
import { Container, Group, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { firstQuery } from '../../../lib/firstQuery';
import { usePageMeta } from '../../../lib/usePageMeta';
import { FeedLink } from '../../../ui/FeedLink';
import { NotFound } from '../../../ui/NotFound';
import { PanelError } from '../../../ui/PanelError';
import { RouteTabs, resolveTab } from '../../../ui/RouteTabs';
import { ListHeader } from '../components/ListHeader';
import { ListItemsTab } from '../components/ListItemsTab';
import { ListUsersTab } from '../components/ListUsersTab';
import { ListForListPageQuery } from '../graphql/ListForListPage';

const TABS = [
  { value: 'items', label: 'Items' },
  { value: 'users', label: 'Users' },
] as const;

/** The page's query, started at boot beside the current user's (lib/firstQuery.ts). */
export const listFirstQuery = firstQuery(ListForListPageQuery, ({ params: { id = '' } }) => ({ id }));

/** /lists/{id} and /lists/{id}/{items|users}. */
export function ListPage() {
  const { id = '', tab } = useParams();
  const { data, error } = useQuery(ListForListPageQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.list;
  usePageMeta({
    title: list?.name ?? 'List',
    description: list ? `${list.name}, a list by ${list.createdBy} on Earmark.` : undefined,
  });
  // Not on `loading`: with cache-and-network a page adopted from the drawn cache is still loading in
  // its first render, and a drawn "List not found" would not match (React #418).
  if (data && !list) {
    return <NotFound title="List not found" message="This list does not exist." />;
  }
  const active = resolveTab(TABS, tab);
  return (
    <Container py="xl" size="lg">
      <Stack gap="xl">
        {error && !list && <PanelError error={error} />}
        {list ? (
          <Stack gap="xs">
            <ListHeader list={list} />
            <Group justify="flex-end">
              <FeedLink href={`/lists/${list.id}/rss`} label="RSS of new entries" />
            </Group>
          </Stack>
        ) : (
          !error && <Skeleton height={220} radius="md" role="status" aria-label="Loading" />
        )}
        {list && (
          <div>
            <RouteTabs tabs={TABS} active={active} basePath={`/lists/${list.id}`} />
            {active === 'items' ? (
              <ListItemsTab listId={list.id} ranked={list.isRanked} sections={list.sections} />
            ) : (
              <ListUsersTab listId={list.id} />
            )}
          </div>
        )}
      </Stack>
    </Container>
  );
}
