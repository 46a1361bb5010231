import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@earmark/shared';
import { Center, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { latestSearchParams } from '../../../lib/latestSearchParams';
import { PanelError } from '../../../ui/PanelError';
import { type CollectionView, isCollectionItem } from '../collectionItem';
import { collectionVariables, readCollectionParams, writeCollectionParams } from '../collectionParams';
import { UserLibraryQuery } from '../graphql/UserLibrary';
import { CollectionFilters } from './CollectionFilters';
import { CollectionItems } from './CollectionItems';

type Props = {
  username: string;
  /** The member's own collection (the /collection page) has a friendlier empty text. */
  own?: boolean;
};

/** A member's collection with its filters in the URL; the profile's collection tab reuses it. */
export function UserCollection({ username, own = true }: Props) {
  const [search, setSearch] = useSearchParams();
  const params = readCollectionParams(search);
  const [view, setView] = useState<CollectionView>('list');
  const [randomSeed] = useState(() => Math.floor(Math.random() * 1_000_000_000));
  const pageSize = LIMITS.collectionPageSize;
  const { data, dataState, error, loading } = useQuery(UserLibraryQuery, {
    variables: { username, randomSeed, ...collectionVariables(params, pageSize) },
    fetchPolicy: 'cache-and-network',
  });
  const page = dataState === 'complete' ? data.user?.collection : undefined;
  const items = page?.edges.map((edge) => edge.node).filter(isCollectionItem) ?? [];
  const pages = Math.max(1, Math.ceil((page?.pageInfo.totalCount ?? 0) / pageSize));
  const handleChange = (change: Parameters<typeof writeCollectionParams>[1]) =>
    // Applied to the URL as it is when the change lands, so quick successive changes never undo each other.
    setSearch(() => writeCollectionParams(readCollectionParams(latestSearchParams()), change));

  return (
    <Stack gap="lg">
      <CollectionFilters params={params} view={view} onChange={handleChange} onViewChange={setView} />
      {error && !page ? <PanelError error={error} /> : null}
      {loading && !page ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading the collection" />
        </Center>
      ) : page && items.length === 0 ? (
        <Stack align="center" gap={4} py="xl">
          <Title order={3}>No items</Title>
          {own && <Text c="dimmed">No items have been added to your collection yet.</Text>}
        </Stack>
      ) : (
        <>
          {page && (
            <Text size="sm" c="dimmed">
              {page.pageInfo.totalCount} items
            </Text>
          )}
          <CollectionItems items={items} view={view} />
          {pages > 1 && (
            <Center>
              <Pagination
                total={pages}
                value={params.page}
                siblings={LIMITS.paginationSiblings}
                onChange={(value) => handleChange({ page: value })}
              />
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
