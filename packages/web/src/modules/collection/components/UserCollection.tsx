import { LIMITS } from '@earmark/shared';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { latestSearchParams } from '../../../lib/latestSearchParams';
import { PagedResults } from '../../../ui/ResultsPager';
import {
  type CollectionParams,
  collectionVariables,
  DEFAULT_COLLECTION_PARAMS,
  readCollectionParams,
  writeCollectionParams,
} from '../collectionParams';
import { useCollectionView } from '../hooks/useCollectionView';
import { CollectionFilters } from './CollectionFilters';
import { CollectionResults } from './CollectionResults';

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
  const params = readCollectionParams(search, defaults);
  const [view, setView] = useCollectionView();
  // The same on the server's drawing and in the browser adopting it, and across the server's renders
  // (a seed drawn at each render asked a new query each time, and the page was never drawn): none but
  // for the random order, which then changes every day (UTC).
  const randomSeed = params.itemsSortBy === 'random' ? Math.floor(Date.now() / 86_400_000) : 0;
  const variables = { username, randomSeed, ...collectionVariables(params, LIMITS.collectionPageSize) };
  const handleChange = (change: Partial<CollectionParams>, options?: { replace: boolean }) =>
    // Applied to the URL as it is when the change lands, so quick successive changes never undo each other.
    setSearch(
      () => writeCollectionParams(readCollectionParams(latestSearchParams(), defaults), change, defaults),
      options,
    );

  return (
    <Stack gap="lg">
      <CollectionFilters params={params} view={view} onChange={handleChange} onViewChange={setView} />
      {/*
        A new query for each URL. A change of URL renders in a transition; a query that took the new
        variables during that render sent its loading state to the page still shown, whose urgent
        render gave it the old variables back: the two sorts took turns, request after request.
      */}
      <PagedResults page={params.page} label="Collection">
        <CollectionResults
          key={JSON.stringify(variables)}
          variables={variables}
          page={params.page}
          view={view}
          own={own}
          onPageChange={(page, options) => handleChange({ page }, options)}
        />
      </PagedResults>
    </Stack>
  );
}
