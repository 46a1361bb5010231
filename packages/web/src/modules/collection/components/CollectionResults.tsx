import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@earmark/shared';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { plural } from '../../../lib/format';
import { useClampToLastPage } from '../../../lib/useClampToLastPage';
import { PanelError } from '../../../ui/PanelError';
import { ResultsPager } from '../../../ui/ResultsPager';
import { type CollectionView, isCollectionItem } from '../collectionItem';
import type { collectionVariables } from '../collectionParams';
import { UserLibraryQuery } from '../graphql/UserLibrary';
import { CollectionItems } from './CollectionItems';

type Props = {
  variables: ReturnType<typeof collectionVariables> & { username: string; randomSeed: number };
  page: number;
  view: CollectionView;
  /** The member's own collection (the /collection page) has a friendlier empty text. */
  own: boolean;
  onPageChange: (page: number, options?: { replace: boolean }) => void;
};

/**
 * One page of the collection for one set of variables. UserCollection mounts a new one for each set
 * (its key), so a query is never handed the variables of a render React may discard.
 */
export function CollectionResults({ variables, page: pageNumber, view, own, onPageChange }: Props) {
  const { data, dataState, error, loading } = useQuery(UserLibraryQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const page = dataState === 'complete' ? data.user?.collection : undefined;
  const items = page?.edges.map((edge) => edge.node).filter(isCollectionItem) ?? [];
  const total = page?.pageInfo.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / LIMITS.collectionPageSize));
  const clamping = useClampToLastPage(pageNumber, page ? pages : undefined, (last) =>
    // Replaces the entry: Back leads to the page before, not to the one past the end again.
    onPageChange(last, { replace: true }),
  );

  if (error && !page) return <PanelError error={error} />;
  if ((loading && !page) || clamping) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the collection" />
      </Center>
    );
  }
  if (page && items.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl">
        <Title order={3}>No items</Title>
        {own && <Text c="dimmed">No items have been added to your collection yet.</Text>}
      </Stack>
    );
  }
  return (
    <>
      {page && (
        <Text size="sm" c="dimmed">
          {plural(total, 'item')}
        </Text>
      )}
      <CollectionItems items={items} view={view} />
      <ResultsPager total={pages} value={pageNumber} onChange={(value) => onPageChange(value)} />
    </>
  );
}
