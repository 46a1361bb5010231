import { useQuery } from '@apollo/client/react';
import { Center, Container, Loader, SegmentedControl, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/usePageMeta';
import { NotFound } from '../../../ui/NotFound';
import { AdminHome } from '../components/AdminHome';
import { MatchQueue } from '../components/MatchQueue';
import { ReleasesToCreate } from '../components/ReleasesToCreate';
import { VerifyQueue } from '../components/VerifyQueue';
import { AdminViewerQuery } from '../graphql/AdminQueries';

const TABS = [
  { value: 'stats', label: 'Statistics', adminOnly: true },
  { value: 'releases', label: 'Releases to create', adminOnly: true },
  { value: 'match', label: 'Match', adminOnly: false },
  { value: 'verify', label: 'Verify', adminOnly: false },
] as const;

/** /admin/*: statistics and the releases to create for admins; matching and verifying for support. */
export function AdminPage() {
  usePageMeta({ title: 'Admin' });
  const { '*': rest = '' } = useParams();
  const navigate = useNavigate();
  // ?releaseId= or ?songId=: an item chosen from its menu's staff shortcuts instead of the queue.
  const [params] = useSearchParams();
  const chosenId = params.get('releaseId') ?? params.get('songId') ?? undefined;
  const [pickedKind, setKind] = useState<'release' | 'recording'>('release');
  const kind = params.has('songId') ? 'recording' : params.has('releaseId') ? 'release' : pickedKind;
  const { data, loading } = useQuery(AdminViewerQuery, { fetchPolicy: 'cache-and-network' });
  const viewer = data?.currentUser;
  if (loading && !viewer)
    return (
      <Center py={120}>
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  if (!viewer || (!viewer.isAdmin && !viewer.isSupport))
    return <NotFound title="Not allowed" message="This page is for the Earmark team only." />;
  const tabs = TABS.filter((tab) => viewer.isAdmin || !tab.adminOnly);
  // /admin is the first tab the member may see (statistics for admins, matching for support).
  const section = rest.split('/')[0] || tabs[0]?.value;
  // A section that is none of the tabs (an old or mistyped link) is not found, not the first tab
  // under the wrong address.
  if (!TABS.some((tab) => tab.value === section)) return <NotFound />;
  const active = tabs.find((tab) => tab.value === section)?.value ?? tabs[0]?.value ?? 'match';
  return (
    <Container py="xl">
      <Stack gap="md">
        <Title order={1}>Admin</Title>
        <Tabs
          value={active}
          onChange={(value) => navigate(value === tabs[0]?.value ? '/admin' : `/admin/${value}`)}
        >
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {(active === 'match' || active === 'verify') && !chosenId && (
          <SegmentedControl
            aria-label="What to work on"
            value={kind}
            onChange={(value) => setKind(value as 'release' | 'recording')}
            data={[
              { value: 'release', label: 'Releases' },
              { value: 'recording', label: 'Recordings' },
            ]}
          />
        )}
        {active === 'stats' && <AdminHome />}
        {active === 'releases' && <ReleasesToCreate />}
        {active === 'match' && <MatchQueue key={`${kind}${chosenId}`} kind={kind} itemId={chosenId} />}
        {active === 'verify' && <VerifyQueue key={`${kind}${chosenId}`} kind={kind} itemId={chosenId} />}
      </Stack>
    </Container>
  );
}
