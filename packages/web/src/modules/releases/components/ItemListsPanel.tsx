import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ListCardFieldsFragment } from '../../../graphql/generated/graphql';
import { PanelError } from '../../../ui/PanelError';
import { ListCard } from '../../lists/components/ListCard';
import { EmptyPanel } from './EmptyPanel';

type Lists = { edges: readonly { node: ListCardFieldsFragment }[]; pageInfo: { totalCount: number } };
type Item = { curatorLists: Lists; userLists: Lists };

type Props = {
  item: Item | null | undefined;
  error: { message: string } | undefined;
  /** "release" or "song", for the empty texts. */
  noun: string;
};

function ListSection({ title, lists, empty }: { title: string; lists: Lists; empty: string }) {
  const id = `${title.toLowerCase().replace(' ', '-')}-heading`;
  const more = lists.pageInfo.totalCount - lists.edges.length;
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
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
      {more > 0 && (
        <Text size="sm" c="dimmed" mt="xs">
          and {more} more
        </Text>
      )}
    </section>
  );
}

/** The lists tab: curator lists, then members' lists holding the release or song. */
export function ItemListsPanel({ item, error, noun }: Props) {
  if (error && !item) return <PanelError error={error} />;
  if (!item) return <Skeleton height={200} radius="md" aria-label="Loading" />;
  if (item.curatorLists.edges.length === 0 && item.userLists.edges.length === 0) {
    return <EmptyPanel title="No lists yet" message={`No lists include this ${noun} yet`} />;
  }
  return (
    <Stack gap="xl">
      <ListSection
        title="Curator Lists"
        lists={item.curatorLists}
        empty={`No curator lists include this ${noun}.`}
      />
      <ListSection
        title="User Lists"
        lists={item.userLists}
        empty={`No member lists include this ${noun}.`}
      />
    </Stack>
  );
}
