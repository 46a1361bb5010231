import { useQuery } from '@apollo/client/react';
import { Divider, Group, SegmentedControl, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListenFilter, ListItemsSortBy } from '../../../graphql/generated/graphql';
import { PanelError } from '../../../ui/PanelError';
import { useCurrentUser } from '../../auth';
import { ListForListItemsQuery } from '../graphql/ListForListItems';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll';
import { ListEntryRow } from './ListEntryRow';

const PAGE = 20;
const SKELETONS = 10;
const SORTS: { value: ListItemsSortBy; label: string }[] = [
  { value: 'POSITION', label: 'Position' },
  { value: 'YEAR_NEWEST', label: 'Year: Newest First' },
  { value: 'YEAR_OLDEST', label: 'Year: Oldest First' },
];
const FILTERS: { value: ListenFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'LISTENED', label: 'Listened' },
  { value: 'UNLISTENED', label: 'Unlistened' },
];

type Section = { id: string; title: string; description?: string | null };
type Props = { listId: string; ranked: boolean; sections: readonly Section[] };

function pick<T extends string>(options: readonly { value: T }[], raw: string | null): T {
  return (
    options.find((option) => option.value === raw?.toUpperCase().replace('-', '_'))?.value ??
    (options[0]?.value as T)
  );
}

/** The items tab: sort, the member's listen-status filter, and pages of 20 loaded as the member scrolls. */
export function ListItemsTab({ listId, ranked, sections }: Props) {
  const member = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const sortBy = pick(SORTS, search.get('sortBy'));
  const filter = member ? pick(FILTERS, search.get('listenStatus')) : 'ALL';
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, error, fetchMore } = useQuery(ListForListItemsQuery, {
    variables: { id: listId, sortBy, currentUserListenStatusFilter: filter, offset: 0, limit: PAGE },
    // The list may have just been saved in the editor: show the cached page, then the fresh one.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const page = data?.list?.items;
  const edges = page?.edges ?? [];
  const hasMore = page?.pageInfo.hasMore ?? false;
  const sentinel = useInfiniteScroll<HTMLDivElement>(hasMore && !loadingMore, () => {
    setLoadingMore(true);
    fetchMore({ variables: { offset: edges.length } }).finally(() => setLoadingMore(false));
  });
  const setParam = (key: string, value: string, fallback: string) => {
    const next = new URLSearchParams(search);
    if (value === fallback) next.delete(key);
    else next.set(key, value.toLowerCase().replace('_', '-'));
    setSearch(next, { state: { scrollToTop: false } });
  };
  const titles = new Map(sections.map((section) => [section.id, section]));
  const grouped = sortBy === 'POSITION' && sections.length > 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Select
          aria-label="Sort items"
          data={SORTS}
          value={sortBy}
          allowDeselect={false}
          w={220}
          onChange={(value) => value && setParam('sortBy', value, 'POSITION')}
        />
        {member && (
          <SegmentedControl
            aria-label="Listen status"
            data={FILTERS}
            value={filter}
            onChange={(value) => setParam('listenStatus', value, 'ALL')}
          />
        )}
      </Group>
      {error && !page && <PanelError error={error} />}
      {page && edges.length === 0 && (
        <Text c="dimmed" py="lg">
          {filter === 'ALL' ? 'This list has no items yet.' : 'No items match this filter.'}
        </Text>
      )}
      <div ref={sentinel}>
        {edges.map(({ node }, index) => {
          const previous = edges[index - 1]?.node.sectionId ?? null;
          const section =
            grouped && node.sectionId !== previous && node.sectionId ? titles.get(node.sectionId) : undefined;
          return (
            <Fragment key={node.id}>
              {section && (
                <Stack gap={2} mt="lg" mb="xs">
                  <Title order={2} size="h3">
                    {section.title}
                  </Title>
                  {section.description && <Text c="dimmed">{section.description}</Text>}
                </Stack>
              )}
              {index > 0 && !section && <Divider />}
              <ListEntryRow entry={node} rank={ranked && sortBy === 'POSITION' ? node.position + 1 : null} />
            </Fragment>
          );
        })}
        {(!page || loadingMore) &&
          Array.from({ length: SKELETONS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={index} height={64} my="sm" radius="sm" role="status" aria-label="Loading" />
          ))}
      </div>
    </Stack>
  );
}
