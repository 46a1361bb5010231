import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@earmark/shared';
import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { useCurrentUser } from '../../auth';
import { ListSortSelect } from '../components/ListSortSelect';
import { ListsGrid } from '../components/ListsGrid';
import { MemberListsResults } from '../components/MemberListsResults';
import { OfficialListsForListsListQuery } from '../graphql/OfficialListsForListsList';
import { UserListsForListsListQuery } from '../graphql/UserListsForListsList';
import { useListsParams } from '../hooks/useListsParams';
import {
  LIST_VIEW_LABELS,
  LIST_VIEWS,
  type ListSortOption,
  type ListView,
  listSortValue,
} from '../listsParams';

const MEMBER_ONLY: readonly ListView[] = ['personal', 'curator', 'following', 'liked'];

type BrowseProps = {
  official: boolean;
  sortBy: ListSortOption;
  page: number;
  onPageChange: (page: number, options?: { replace: boolean }) => void;
};

function BrowseLists({ official, sortBy, page, onPageChange }: BrowseProps) {
  const variables = {
    sortBy: listSortValue(sortBy),
    offset: (page - 1) * LIMITS.listsPageSize,
    limit: LIMITS.listsPageSize,
  };
  const officialQuery = useQuery(OfficialListsForListsListQuery, { variables, skip: !official });
  const userQuery = useQuery(UserListsForListsListQuery, { variables, skip: official });
  const lists = official ? officialQuery.data?.officialLists : userQuery.data?.userLists;
  return (
    <ListsGrid
      lists={lists?.edges.map((edge) => edge.node)}
      totalCount={lists?.pageInfo.totalCount ?? 0}
      page={page}
      error={official ? officialQuery.error : userQuery.error}
      emptyText={official ? 'No official lists yet.' : 'No member lists yet.'}
      onPageChange={onPageChange}
    />
  );
}

/** /lists: Official Lists, User Lists and the member's own views; ?view=personal is "My Lists". */
export function ListsPage() {
  const member = useCurrentUser();
  const [params, change] = useListsParams(LIST_VIEWS, 'official');
  const view = !member && MEMBER_ONLY.includes(params.view) ? 'official' : params.view;
  const title = view === 'personal' ? 'My Lists' : 'Lists';
  usePageMeta({
    title,
    description: 'Browse official lists, member lists and the lists you made, follow or like.',
  });
  return (
    <Container py="xl" size="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{title}</Title>
          <Button component={Link} to={ROUTES.newList} leftSection={<IconPlus size={16} aria-hidden />}>
            Create a list
          </Button>
        </Group>
        <Tabs
          value={view}
          onChange={(value) => {
            const next = LIST_VIEWS.find((known) => known === value);
            if (next) change({ view: next });
          }}
        >
          <Tabs.List>
            {LIST_VIEWS.map((value) => (
              <Tabs.Tab key={value} value={value} disabled={!member && MEMBER_ONLY.includes(value)}>
                {LIST_VIEW_LABELS[value]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group justify="flex-end">
          <ListSortSelect
            value={params.sortBy}
            signedIn={member !== null}
            onChange={(sortBy) => change({ sortBy })}
          />
        </Group>
        {view === 'official' || view === 'user' ? (
          <BrowseLists
            official={view === 'official'}
            sortBy={params.sortBy}
            page={params.page}
            onPageChange={(page, options) => change({ page }, options)}
          />
        ) : member ? (
          <MemberListsResults
            username={member.username}
            view={view}
            sortBy={params.sortBy}
            page={params.page}
            own
            onPageChange={(page, options) => change({ page }, options)}
          />
        ) : (
          <Text c="dimmed">Please log in to see your lists.</Text>
        )}
      </Stack>
    </Container>
  );
}
