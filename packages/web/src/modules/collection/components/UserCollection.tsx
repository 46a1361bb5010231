import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@earmark/shared';
import { Anchor, Center, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { plural } from '../../../lib/format';
import { latestSearchParams } from '../../../lib/latestSearchParams';
import { PanelError } from '../../../ui/PanelError';
import { isCollectionItem } from '../collectionItem';
import {
  type CollectionParams,
  collectionVariables,
  DEFAULT_COLLECTION_PARAMS,
  readCollectionParams,
  writeCollectionParams,
} from '../collectionParams';
import { UserLibraryQuery } from '../graphql/UserLibrary';
import { useCollectionView } from '../hooks/useCollectionView';
import { CollectionFilters } from './CollectionFilters';
import { CollectionItems } from './CollectionItems';

type Props = {
  username: string;
  /** The member's own collection (the /collection page) has a friendlier empty text. */
  own?: boolean;
  /** What the URL leaves out means (the For Later page starts on the for-later status). */
  defaults?: CollectionParams | undefined;
};

/** A member's collection with its filters in the URL; the profile's collection tab reuses it. */
export function UserCollection({ username, own = true, defaults = DEFAULT_COLLECTION_PARAMS }: Props) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const params = readCollectionParams(search, defaults);
  const [view, setView] = useCollectionView();
  // The same on the server's drawing and in the browser adopting it, and across the server's renders
  // (a seed drawn at each render asked a new query each time, and the page was never drawn): none but
  // for the random order, which then changes every day (UTC).
  const randomSeed = params.itemsSortBy === 'random' ? Math.floor(Date.now() / 86_400_000) : 0;
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
    setSearch(() =>
      writeCollectionParams(readCollectionParams(latestSearchParams(), defaults), change, defaults),
    );
  const total = page?.pageInfo.totalCount ?? 0;
  /** The same filters on another page (a plain link, so it works before the app has started). */
  const pageHref = (value: number) => {
    const query = writeCollectionParams(params, { page: value }, defaults).toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return (
    <Stack gap="lg">
      <CollectionFilters params={params} view={view} onChange={handleChange} onViewChange={setView} />
      {error && !page ? <PanelError error={error} /> : null}
      {loading && !page ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading the collection" />
        </Center>
      ) : page && items.length === 0 && total > 0 && params.page > pages ? (
        // A page past the last one (an old link, or ?page=99): say so, and offer the last page.
        <Stack align="center" gap={4} py="xl">
          <Title order={3}>Page {params.page} does not exist</Title>
          <Text c="dimmed">
            {plural(total, 'item')} fit on {plural(pages, 'page')}.{' '}
            <Anchor component={Link} to={pageHref(pages)}>
              Go to the last page ({pages})
            </Anchor>
          </Text>
        </Stack>
      ) : page && items.length === 0 ? (
        <Stack align="center" gap={4} py="xl">
          <Title order={3}>No items</Title>
          {own && <Text c="dimmed">No items have been added to your collection yet.</Text>}
        </Stack>
      ) : (
        <>
          {page && (
            <Text size="sm" c="dimmed">
              {plural(page.pageInfo.totalCount, 'item')}
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
