import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ListCardFieldsFragment } from '../../../graphql/generated/graphql';
import { EmptyPanel } from '../../../ui/EmptyPanel';
import { MoreButton } from '../../../ui/MoreButton';
import { PanelError } from '../../../ui/PanelError';
import { ListCard } from '../../lists';

type Lists = {
  edges: readonly { node: ListCardFieldsFragment }[];
  pageInfo: { hasMore: boolean; totalCount: number };
};
type Item = { curatorLists?: Lists; userLists?: Lists };
export type ListsSection = 'curator' | 'user';

/** The variables of a lists-tab query that fetch the next page of one section only. */
export function moreListsVariables(section: ListsSection, offset: number) {
  return section === 'curator'
    ? { curatorOffset: offset, withUser: false }
    : { userOffset: offset, withCurator: false };
}

type Props = {
  item: Item | null | undefined;
  error: { message: string } | undefined;
  /** "release" or "song", for the empty texts. */
  noun: string;
  onLoadMore: (section: ListsSection, offset: number) => Promise<unknown>;
};

type SectionProps = {
  title: string;
  lists: Lists;
  empty: string;
  onLoadMore: (offset: number) => Promise<unknown>;
};

function ListSection({ title, lists, empty, onLoadMore }: SectionProps) {
  const [loading, setLoading] = useState(false);
  const id = `${title.toLowerCase().replace(' ', '-')}-heading`;
  const loadMore = () => {
    setLoading(true);
    onLoadMore(lists.edges.length).finally(() => setLoading(false));
  };
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
        {lists.pageInfo.totalCount > 0 && (
          <Text span c="dimmed" size="sm" ml="xs">
            {lists.pageInfo.totalCount}
          </Text>
        )}
      </Title>
      {lists.edges.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {lists.edges.map(({ node }) => (
            <ListCard key={node.id} list={node} />
          ))}
        </SimpleGrid>
      )}
      {lists.pageInfo.hasMore && <MoreButton onClick={loadMore} loading={loading} />}
    </section>
  );
}

/** The lists tab: curator lists, then members' lists holding the release or song, 12 at a time. */
export function ItemListsPanel({ item, error, noun, onLoadMore }: Props) {
  if (error && !item) return <PanelError error={error} />;
  if (!item?.curatorLists || !item.userLists) {
    return <Skeleton height={200} radius="md" role="status" aria-label="Loading" />;
  }
  if (item.curatorLists.edges.length === 0 && item.userLists.edges.length === 0) {
    return <EmptyPanel title="No lists yet" message={`No lists include this ${noun} yet`} />;
  }
  return (
    <Stack gap="xl">
      <ListSection
        title="Curator Lists"
        lists={item.curatorLists}
        empty={`No curator lists include this ${noun}.`}
        onLoadMore={(offset) => onLoadMore('curator', offset)}
      />
      <ListSection
        title="User Lists"
        lists={item.userLists}
        empty={`No member lists include this ${noun}.`}
        onLoadMore={(offset) => onLoadMore('user', offset)}
      />
    </Stack>
  );
}
