import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { YearInReviewForPageQuery } from '../../../graphql/generated/graphql';
import { formatCount } from '../../../lib/format';

type Review = NonNullable<NonNullable<YearInReviewForPageQuery['yearInReview']>['review']>;
type Props = { review: Review; year: number };

const LABELS: Record<string, string> = {
  listens: 'Listens',
  checks: 'Checks',
  newReleasesHeard: `New releases heard`,
  reviews: 'Reviews',
  lists: 'Lists made',
  hours: 'Hours listened',
};

/** A count with thousands separated; hours keep their tenth (12.5). */
const figure = (value: number) => (Number.isInteger(value) ? formatCount(value) : value.toFixed(1));

/** "+12 (+40%) vs 2024", "same as 2024", "+3 vs 2024" from nothing. */
export function deltaText(delta: Review['deltas'][number], previousYear: number): string {
  if (delta.change === 0) return `same as ${previousYear}`;
  const sign = delta.change > 0 ? '+' : '−';
  const percent = delta.percent == null ? '' : ` (${sign}${Math.abs(delta.percent)}%)`;
  return `${sign}${figure(Math.abs(delta.change))}${percent} vs ${previousYear}`;
}

/** The year's headline numbers, each against the year before. Hours only when lengths are known. */
export function YearHeadline({ review, year }: Props) {
  const deltas = review.deltas.filter((d) => d.key !== 'hours' || review.totals.hours !== null);
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" m={0}>
      {deltas.map((delta) => (
        // Each term and its figure directly in one <div> of the <dl> (HTML's only grouping there):
        // the figure shown above its label.
        <Paper
          key={delta.key}
          withBorder
          p="md"
          radius="md"
          // flex-end of a reversed column is its top: a card stretched to its row's height keeps its
          // figure at the top, as its neighbours do.
          style={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end', gap: 2 }}
        >
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {LABELS[delta.key] ?? delta.key}
          </Text>
          <Text component="dd" m={0} fw={800} fz={28}>
            {figure(delta.current)}
            <Text component="span" display="block" size="xs" fw={500} c="dimmed">
              {deltaText(delta, year - 1)}
            </Text>
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
