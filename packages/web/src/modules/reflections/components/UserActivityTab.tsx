import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@earmark/shared';
import { Center, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { LogFieldsFragment } from '../../../graphql/generated/graphql';
import { plural } from '../../../lib/format';
import { useClampToLastPage } from '../../../lib/useClampToLastPage';
import { PanelError } from '../../../ui/PanelError';
import { PagedResults, ResultsPager } from '../../../ui/ResultsPager';
import { useCurrentUser } from '../../auth';
import { type DiaryParams, itemTypesOf, monthOf, readDiaryParams, writeDiaryParams } from '../diaryParams';
import { UserForActivityQuery } from '../graphql/UserForActivity';
import { DiaryControls } from './DiaryControls';
import { DiaryTable } from './DiaryTable';
import { ReflectionCard } from './ReflectionCard';

const PAGE_SIZE = LIMITS.activityPageSize;

/** Logs grouped under their month's heading (the feed, sorted by date). */
function byMonth(logs: readonly LogFieldsFragment[]): Array<[string, LogFieldsFragment[]]> {
  const groups: Array<[string, LogFieldsFragment[]]> = [];
  for (const log of logs) {
    const month = monthOf(log.rawDate);
    const last = groups.at(-1);
    if (last && last[0] === month) last[1].push(log);
    else groups.push([month, [log]]);
  }
  return groups;
}

/** A member's Activity tab: Diary Feed, Diary Table and Writings, 20 a page, state in the URL. */
export function UserActivityTab({ username }: { username: string }) {
  const member = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const params = readDiaryParams(search);
  const owner = member?.username.toLowerCase() === username.toLowerCase();
  const { data, error, loading } = useQuery(UserForActivityQuery, {
    variables: {
      username,
      type: params.view === 'writings' ? 'WRITINGS' : 'DIARY',
      itemTypes: itemTypesOf(params.type),
      sortBy: params.sort,
      currentUserListenStatusFilter: owner || !member ? 'ALL' : params.status,
      offset: (params.page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
  });
  const change = (next: Partial<DiaryParams>, options?: { replace: boolean }) =>
    setSearch(writeDiaryParams(params, next), options);
  const logs = data?.user?.logs;
  const nodes = logs?.edges.map((edge) => edge.node) ?? [];
  const total = logs?.pageInfo.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const groupByMonth = params.view === 'feed' && params.sort.startsWith('DATE_');
  // A page past the end (an old link, or the last page's only reflection deleted) goes to the last
  // page, its entry replaced, as the collection and the lists do.
  const clamping = useClampToLastPage(params.page, logs ? pages : undefined, (last) =>
    change({ page: last }, { replace: true }),
  );

  return (
    <Stack gap="md">
      <DiaryControls params={params} showListenFilter={Boolean(member) && !owner} onChange={change} />
      <PagedResults page={params.page} label="Diary" gap="md">
        {error && !data ? (
          <PanelError error={error} />
        ) : (loading && !data) || clamping ? (
          <Skeleton height={240} radius="lg" aria-label="Loading the diary" />
        ) : total === 0 ? (
          <Center py="xl">
            <Text c="dimmed">{params.view === 'writings' ? 'No writings yet.' : 'No reflections yet.'}</Text>
          </Center>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {plural(total, params.view === 'writings' ? 'writing' : 'reflection')}
            </Text>
            {params.view === 'table' ? (
              <DiaryTable logs={nodes} owner={owner} />
            ) : groupByMonth ? (
              byMonth(nodes).map(([month, group]) => (
                <Stack key={month} gap="sm">
                  <Title order={2} size="h4">
                    {month}
                  </Title>
                  {group.map((log) => (
                    <ReflectionCard key={log.id} log={log} condensed />
                  ))}
                </Stack>
              ))
            ) : (
              nodes.map((log) => <ReflectionCard key={log.id} log={log} condensed={params.view === 'feed'} />)
            )}
            <ResultsPager total={pages} value={params.page} onChange={(page) => change({ page })} />
          </>
        )}
      </PagedResults>
    </Stack>
  );
}
