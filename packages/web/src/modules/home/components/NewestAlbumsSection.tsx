import { useQuery } from '@apollo/client/react';
import { Button, Center, SimpleGrid } from '@mantine/core';
import { useDeferredValue } from 'react';
import { CardGridSkeleton } from '../../../ui/CardGridSkeleton';
import { PanelError } from '../../../ui/PanelError';
import { SectionHeading } from '../../../ui/SectionHeading';
import { ReleaseCard } from '../../releases';
import { NewestReleasesForHomePageQuery } from '../graphql/NewestReleasesForHomePage';

export const NEWEST_ALBUMS_PAGE_SIZE = 12;
const COLS = { base: 2, xs: 3, sm: 4, md: 6 };

export function NewestAlbumsSection() {
  const { data, error, loading, fetchMore } = useQuery(NewestReleasesForHomePageQuery, {
    variables: { offset: 0, limit: NEWEST_ALBUMS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  // Cards render in a transition (in slices) when the data arrives, not in one long task.
  const connection = useDeferredValue(data?.newestReleases);

  function handleShowMore() {
    void fetchMore({ variables: { offset: connection?.edges.length ?? 0, limit: NEWEST_ALBUMS_PAGE_SIZE } });
  }

  return (
    <section aria-labelledby="newest-albums">
      <SectionHeading id="newest-albums">Newest Albums</SectionHeading>
      {error && !connection ? <PanelError error={error} /> : null}
      {!connection && !error ? <CardGridSkeleton count={NEWEST_ALBUMS_PAGE_SIZE} cols={COLS} /> : null}
      {connection && (
        <>
          <SimpleGrid cols={COLS} spacing="md" verticalSpacing="lg">
            {connection.edges.map(({ node }, index) => (
              <ReleaseCard key={node.id} release={node} eager={index < 6} />
            ))}
          </SimpleGrid>
          {connection.pageInfo.hasMore && (
            <Center mt="lg">
              <Button variant="default" onClick={handleShowMore} loading={loading}>
                Show More Albums
              </Button>
            </Center>
          )}
        </>
      )}
    </section>
  );
}
