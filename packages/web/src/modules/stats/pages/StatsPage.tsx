import { useQuery } from '@apollo/client/react';
import { statsYear } from '@earmark/shared';
import { Anchor, Container, Group, Stack } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { firstQuery } from '../../../lib/firstQuery';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { HiddenStatsNotice } from '../components/HiddenStatsNotice';
import { statsFallback } from '../components/StatsFallback';
import { StatsHeader } from '../components/StatsHeader';
import { StatsSummaryView } from '../components/StatsSummaryView';
import { YearSelect } from '../components/YearSelect';
import { MemberStatsForStatsPageQuery } from '../graphql/MemberStatsForStatsPage';

/** `?year=2025` (a year stats cover); anything else is all time. */
export function yearParam(search: URLSearchParams): number | null {
  return statsYear(search.get('year'));
}

/** The page's query, started at boot beside the current user's (lib/firstQuery.ts). */
export const statsFirstQuery = firstQuery(MemberStatsForStatsPageQuery, ({ params, search }) => ({
  username: params.username ?? '',
  year: yearParam(search),
}));

/** /users/{username}/stats?year=: a member's listening in numbers and charts, a year or all time. */
export function StatsPage() {
  const { username = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const year = yearParam(search);
  const { data, error, loading } = useQuery(MemberStatsForStatsPageQuery, { variables: { username, year } });
  usePageMeta({
    title: `Stats${year ? ` ${year}` : ''} · @${username}`,
    description: `Listens, checks, top artists, genres, decades and ratings of @${username} on Earmark.`,
  });
  const stats = data?.memberStats;
  const fallback = statsFallback({ label: 'stats', loading, error, found: Boolean(stats) });
  if (fallback || !stats) return fallback;
  const reviewYear = year ?? new Date().getUTCFullYear();
  const handleYear = (next: number | null) => setSearch(next === null ? {} : { year: String(next) });
  return (
    <Container py="xl">
      <Stack gap="lg">
        <StatsHeader
          user={stats.user}
          title={year ? `Stats ${year}` : 'Stats, all time'}
          onlyYouSee={stats.onlyYouSee}
        />
        {stats.hiddenReason ? (
          <HiddenStatsNotice reason={stats.hiddenReason} username={stats.user.username} />
        ) : (
          <>
            <Group justify="space-between" align="flex-end">
              <YearSelect year={year} years={stats.years} onChange={handleYear} />
              <Anchor component={Link} to={`${ROUTES.user(stats.user.username)}/year/${reviewYear}`} fw={600}>
                {reviewYear} in review →
              </Anchor>
            </Group>
            {stats.summary && <StatsSummaryView summary={stats.summary} year={year} />}
          </>
        )}
      </Stack>
    </Container>
  );
}
