import { BarPlot } from './BarPlot';
import { type ChartColumn, ChartWithTable } from './ChartWithTable';
import { starsLabel } from './chartData';

type Bucket = { rating: number; count: number };
type Props = { ratings: readonly Bucket[] };

const COLUMNS: ReadonlyArray<ChartColumn<Bucket>> = [
  { label: 'Rating', value: (row) => starsLabel(row.rating) },
  { label: 'Items rated', value: (row) => row.count },
];

/** How many items got each half star, 0.5 to 5. */
export function RatingsChart({ ratings }: Props) {
  const rated = ratings.some((bucket) => bucket.count > 0);
  return (
    <ChartWithTable
      title="Ratings"
      caption="Items rated, by stars"
      rows={rated ? ratings : []}
      columns={COLUMNS}
      empty="No ratings in this period."
    >
      <BarPlot
        rows={ratings.map((bucket) => ({ label: starsLabel(bucket.rating), values: [bucket.count] }))}
        series={[{ label: 'Items rated', color: 'yellow.6' }]}
        height={180}
      />
    </ChartWithTable>
  );
}
