import { BarPlot } from './BarPlot';
import { type ChartColumn, ChartWithTable } from './ChartWithTable';

type Row = { name: string; value: number };
type Props = { firstListens: number; relistens: number };

const COLUMNS: ReadonlyArray<ChartColumn<Row>> = [
  { label: 'Kind', value: (row) => row.name },
  { label: 'Listens', value: (row) => row.value },
];

/** First listens (items not heard before) against relistens. */
export function ListenSplit({ firstListens, relistens }: Props) {
  const rows =
    firstListens + relistens === 0
      ? []
      : [
          { name: 'First listens', value: firstListens },
          { name: 'Relistens', value: relistens },
        ];
  return (
    <ChartWithTable
      title="First listens vs relistens"
      caption="Listens of something new, and of something heard before"
      rows={rows}
      columns={COLUMNS}
      empty="No listens this year."
    >
      <BarPlot
        horizontal
        height={22}
        rows={[
          { label: 'First listens', values: [firstListens] },
          { label: 'Relistens', values: [relistens] },
        ]}
        series={[{ label: 'Listens', color: 'ember.6' }]}
      />
    </ChartWithTable>
  );
}
