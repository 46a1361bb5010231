import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { MemberStatsForStatsPageQuery } from '../../../graphql/generated/graphql';
import { StatGroup } from '../../../ui/StatGroup';
import { ActivityChart } from './ActivityChart';
import { ArtistRanking } from './ArtistRanking';
import { CountsChart } from './CountsChart';
import { ItemRanking } from './ItemRanking';
import { RatingsChart } from './RatingsChart';

type Summary = NonNullable<NonNullable<MemberStatsForStatsPageQuery['memberStats']>['summary']>;
type Props = { summary: Summary; year: number | null };

const LISTENS = ['listen', 'listens'] as const;
const CHECKS = ['check', 'checks'] as const;

const streakText = ({ days, start, end }: Summary['longestStreak']) =>
  days === 0 ? 'No listens yet' : days === 1 ? `1 day (${start})` : `${days} days (${start} to ${end})`;

/** Every section of the stats page, for a year or all time. */
export function StatsSummaryView({ summary, year }: Props) {
  const { totals } = summary;
  return (
    <Stack gap="xl">
      <StatGroup
        stats={[
          { label: 'Listens', value: totals.listens },
          { label: 'Checks', value: totals.checks },
          { label: 'Ratings', value: totals.ratings },
          { label: 'Reviews', value: totals.reviews },
          { label: 'Lists', value: totals.lists },
          { label: 'Days with a listen', value: totals.listenDays },
        ]}
      />
      <Group gap="xs">
        <Title order={2} size="h4">
          Longest streak:
        </Title>
        <span>{streakText(summary.longestStreak)}</span>
      </Group>
      <ActivityChart
        title={year === null ? 'Listens and checks by year' : 'Listens and checks by month'}
        periods={summary.periods}
        unit={year === null ? 'year' : 'month'}
      />
      <Stack gap="xs" component="section">
        <Title order={2} size="h3">
          Top artists
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ArtistRanking title="By listens" artists={summary.topArtistsByListens} unit={LISTENS} />
          <ArtistRanking title="By checks" artists={summary.topArtistsByChecks} unit={CHECKS} />
        </SimpleGrid>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <CountsChart
          title="Genres"
          what="Genre"
          listens={summary.genresByListens}
          checks={summary.genresByChecks}
        />
        <CountsChart
          title="Decades"
          what="Decade"
          listens={summary.decadesByListens}
          checks={summary.decadesByChecks}
          byLabel
        />
      </SimpleGrid>
      <RatingsChart ratings={summary.ratings} />
      <ItemRanking
        title={`Most loved (${totals.favorited} favorited, ${totals.loved} loved)`}
        items={summary.loved}
        detail={(item) => (item.favorited ? 'Favorite' : 'Loved')}
        empty="Nothing loved or favorited in this period."
      />
      <ArtistRanking
        title="Most-checked artists"
        artists={summary.topArtistsByChecks.slice(0, 5)}
        unit={CHECKS}
      />
    </Stack>
  );
}
