import { useQuery } from '@apollo/client/react';
import { statsYear, statsYearBounds } from '@earmark/shared';
import { Anchor, Container, Group, SimpleGrid, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { firstQuery } from '../../../lib/firstQuery';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { NotFound } from '../../../ui/NotFound';
import { ActivityChart } from '../components/ActivityChart';
import { ArtistRanking } from '../components/ArtistRanking';
import { HiddenStatsNotice } from '../components/HiddenStatsNotice';
import { ItemRanking } from '../components/ItemRanking';
import { ListenSplit } from '../components/ListenSplit';
import { statsFallback } from '../components/StatsFallback';
import { StatsHeader } from '../components/StatsHeader';
import { YearHeadline } from '../components/YearHeadline';
import { YearInReviewForPageQuery } from '../graphql/YearInReviewForPage';

/** The page's query, started at boot beside the current user's (lib/firstQuery.ts). */
export const yearInReviewFirstQuery = firstQuery(YearInReviewForPageQuery, ({ params }) => {
  const year = statsYear(params.year);
  return year === null ? null : { username: params.username ?? '', year };
});

const counts = (listens: number, checks: number) =>
  [
    listens ? `${listens} listen${listens === 1 ? '' : 's'}` : '',
    checks ? `${checks} check${checks === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(' · ');

/** /users/{username}/year/{year}: the year's numbers against the year before, and its favorites. */
export function YearInReviewPage() {
  const { username = '', year: rawYear } = useParams();
  const year = statsYear(rawYear);
  const { data, error, loading } = useQuery(YearInReviewForPageQuery, {
    variables: { username, year: year ?? 0 },
    skip: year === null,
  });
  usePageMeta({
    title: `${rawYear} in review · @${username}`,
    description: `@${username}'s ${rawYear} on Earmark: listens, checks, top albums, songs and artists.`,
  });
  if (year === null)
    return (
      <NotFound
        title="Page not found"
        message={`A year in review needs a year from ${statsYearBounds().min} to ${statsYearBounds().max}, like 2025.`}
      />
    );
  const page = data?.yearInReview;
  const fallback = statsFallback({ label: 'year in review', loading, error, found: Boolean(page) });
  if (fallback || !page) return fallback;
  const base = ROUTES.user(page.user.username);
  const review = page.review;
  return (
    <Container py="xl">
      <Stack gap="xl">
        <StatsHeader user={page.user} title={`${year} in review`} onlyYouSee={page.onlyYouSee} />
        <Group gap="md">
          <Anchor component={Link} to={`${base}/year/${year - 1}`}>
            ← {year - 1}
          </Anchor>
          {year < new Date().getUTCFullYear() && (
            <Anchor component={Link} to={`${base}/year/${year + 1}`}>
              {year + 1} →
            </Anchor>
          )}
          <Anchor component={Link} to={`${base}/stats?year=${year}`}>
            All stats for {year}
          </Anchor>
        </Group>
        {page.hiddenReason ? (
          <HiddenStatsNotice reason={page.hiddenReason} username={page.user.username} />
        ) : review ? (
          <>
            <YearHeadline review={review} year={year} />
            <ActivityChart title="Month by month" periods={review.months} unit="month" />
            <ItemRanking
              title="Top albums"
              items={review.topAlbums}
              detail={(item) => counts(item.listens, item.checks)}
              empty="No albums this year."
            />
            <ItemRanking
              title="Top songs"
              items={review.topSongs}
              detail={(item) => counts(item.listens, item.checks)}
              empty="No songs this year."
            />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <ArtistRanking
                title="Top artists"
                artists={review.topArtists}
                unit={['listen or check', 'listens and checks']}
              />
              <ListenSplit firstListens={review.firstListens} relistens={review.relistens} />
            </SimpleGrid>
            <ItemRanking
              title="Highest rated"
              items={review.highestRated}
              detail={(item) => `${item.rating ?? ''} ★`}
              empty="Nothing rated this year."
            />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
