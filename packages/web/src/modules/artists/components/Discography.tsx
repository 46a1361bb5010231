import { NetworkStatus, type Reference } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { MoreButton } from '../../../ui/MoreButton';
import { PanelError } from '../../../ui/PanelError';
import { ArtistSaveForLaterMenu } from '../../listening';
import { ArtistReleasesQuery } from '../graphql/artistQueryForArtistReleases';
import { useDiscographyFilters } from '../hooks/useDiscographyFilters';
import { DiscographyProgress } from './DiscographyProgress';
import { DiscographyResults } from './DiscographyResults';
import { DiscographyToolbar } from './DiscographyToolbar';
import { DISCOGRAPHY_PAGE_SIZE } from './discographyFilters';

type Props = { artistId: string };
type DiscographyPage = {
  edges: readonly { node: Reference }[];
  currentUserNumberOfChecks: number;
};

/** The artist's releases under the URL's filters, 25 at a time with Load More. */
export function Discography({ artistId }: Props) {
  const [filters, setFilters] = useDiscographyFilters();
  const { data, error, networkStatus, fetchMore } = useQuery(ArtistReleasesQuery, {
    variables: {
      id: artistId,
      releaseSortBy: filters.sortBy,
      primaryTypes: filters.primaryTypes,
      secondaryTypes: filters.secondaryTypes,
      offset: 0,
      limit: DISCOGRAPHY_PAGE_SIZE,
    },
    notifyOnNetworkStatusChange: true,
    // Asked again on opening: a release checked, rated or logged on its own page since moves
    // "Listened N of M" and the rows; Load More and the rows' own toggles then use the cache.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const releases = data?.artist?.releases;
  const client = useApolloClient();

  /** A release checked or unchecked from a row moves "Listened N of M" of every loaded filter holding it. */
  function handleCheckedChange(releaseId: string, checked: boolean) {
    client.cache.modify({
      id: client.cache.identify({ __typename: 'Artist', id: artistId }),
      fields: {
        releases(existing, { readField, isReference }) {
          if (isReference(existing)) return existing;
          const page = existing as unknown as DiscographyPage;
          const holds = page.edges.some((edge) => readField('id', edge.node) === releaseId);
          if (!holds) return existing;
          const checks = page.currentUserNumberOfChecks + (checked ? 1 : -1);
          return { ...existing, currentUserNumberOfChecks: checks };
        },
      },
    });
  }

  function handleLoadMore() {
    void fetchMore({ variables: { offset: releases?.edges.length ?? 0 } });
  }

  return (
    <Stack gap="md">
      <DiscographyToolbar artistId={artistId} filters={filters} onChange={setFilters} />
      <Group justify="flex-end">
        <ArtistSaveForLaterMenu
          artistId={artistId}
          primaryTypes={filters.primaryTypes}
          secondaryTypes={filters.secondaryTypes}
        />
      </Group>
      {error && !releases && <PanelError error={error} title="Sorry, something went wrong" />}
      {!releases && !error && (
        <Stack gap="xs" aria-busy="true" role="status" aria-label="Loading">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={72} radius="md" />
          ))}
        </Stack>
      )}
      {releases && (
        <>
          <DiscographyProgress
            checked={releases.currentUserNumberOfChecks}
            total={releases.pageInfo.totalCount}
          />
          {releases.edges.length === 0 ? (
            <Text c="dimmed">No releases match these filters.</Text>
          ) : (
            <DiscographyResults
              releases={releases.edges.map((edge) => edge.node)}
              view={filters.view}
              onReleaseCheckedChange={handleCheckedChange}
            />
          )}
          {releases.pageInfo.hasMore && (
            // Busy for Load More only: the refresh on opening (a drawn page adopted from its cache is
            // still "loading") must draw the button as the server did.
            <MoreButton onClick={handleLoadMore} loading={networkStatus === NetworkStatus.fetchMore} />
          )}
        </>
      )}
    </Stack>
  );
}
