import { useQuery } from '@apollo/client/react';
import { Container, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { firstQuery } from '../../../lib/firstQuery';
import { useFirstDataInSlices } from '../../../lib/useFirstDataInSlices';
import { usePageMeta } from '../../../lib/usePageMeta';
import { creditText } from '../../../ui/ArtistCredits';
import { NotFound } from '../../../ui/NotFound';
import { PanelError } from '../../../ui/PanelError';
import { ItemPageTabs } from '../components/ItemPageTabs';
import { ReleaseHeader } from '../components/ReleaseHeader';
import { ReleaseHeaderSkeleton } from '../components/ReleaseHeaderSkeleton';
import { ReleaseOverview } from '../components/ReleaseOverview';
import { ReleaseQuery } from '../graphql/releaseQuery';

/** The page's query, started at boot beside the current user's (lib/firstQuery.ts). */
export const releaseFirstQuery = firstQuery(ReleaseQuery, ({ params: { id = '' } }) => ({ id }));

export function ReleasePage() {
  const { id = '', tab } = useParams();
  const { data: latest, error } = useQuery(ReleaseQuery, { variables: { id } });
  const data = useFirstDataInSlices(latest);
  const release = data?.release;
  usePageMeta({
    title: release ? `${release.title} by ${creditText(release.artists)}` : 'Release',
    description: release
      ? `${release.title} (${release.year ?? 'year unknown'}) by ${creditText(release.artists)}: tracks, ratings, reviews and lists on Earmark.`
      : undefined,
  });

  if (data && !release) {
    return <NotFound title="Release not found" message="This release does not exist or has been removed." />;
  }
  return (
    <Container py="xl">
      <Stack gap="xl">
        {error && !release ? <PanelError error={error} /> : null}
        {release ? <ReleaseHeader release={release} /> : !error && <ReleaseHeaderSkeleton />}
        {release && (
          <ItemPageTabs
            kind="RELEASE"
            id={release.id}
            tab={tab}
            overview={<ReleaseOverview release={release} />}
          />
        )}
      </Stack>
    </Container>
  );
}
