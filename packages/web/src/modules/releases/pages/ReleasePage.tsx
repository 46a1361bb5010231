import { useQuery } from '@apollo/client/react';
import { Container, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { firstQuery } from '../../../lib/firstQuery';
import { ROUTES } from '../../../lib/links';
import { useFirstDataInSlices } from '../../../lib/useFirstDataInSlices';
import { usePageMeta } from '../../../lib/usePageMeta';
import { creditText } from '../../../ui/ArtistCredits';
import { NotFound } from '../../../ui/NotFound';
import { PanelError } from '../../../ui/PanelError';
import { RouteTabs, resolveTab } from '../../../ui/RouteTabs';
import { ReleaseActivityTab } from '../components/ReleaseActivityTab';
import { ReleaseHeader } from '../components/ReleaseHeader';
import { ReleaseHeaderSkeleton } from '../components/ReleaseHeaderSkeleton';
import { ReleaseListsTab } from '../components/ReleaseListsTab';
import { ReleaseOverview } from '../components/ReleaseOverview';
import { ReleaseUsersTab } from '../components/ReleaseUsersTab';
import { ReleaseQuery } from '../graphql/releaseQuery';

export const RELEASE_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'activity', label: 'Activity' },
  { value: 'lists', label: 'Lists' },
  { value: 'users', label: 'Users' },
] as const;

/** The page's query, started at boot beside the current user's (lib/firstQuery.ts). */
export const releaseFirstQuery = firstQuery(ReleaseQuery, ({ params: { id = '' } }) => ({ id }));

export function ReleasePage() {
  const { id = '', tab } = useParams();
  const { data: latest, error } = useQuery(ReleaseQuery, { variables: { id } });
  const data = useFirstDataInSlices(latest);
  const release = data?.release;
  const active = resolveTab(RELEASE_TABS, tab);
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
          <div>
            <RouteTabs tabs={RELEASE_TABS} active={active} basePath={ROUTES.release(release.id)} />
            {active === 'overview' && <ReleaseOverview release={release} />}
            {active === 'activity' && <ReleaseActivityTab releaseId={release.id} />}
            {active === 'lists' && <ReleaseListsTab releaseId={release.id} />}
            {active === 'users' && <ReleaseUsersTab releaseId={release.id} />}
          </div>
        )}
      </Stack>
    </Container>
  );
}
