import { DonutChart } from '@mantine/charts';
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
      chartHeight={180}
      title="First listens vs relistens"
      caption="Listens of something new, and of something heard before"
      rows={rows}
      columns={COLUMNS}
      empty="No listens this year."
    >
      <DonutChart
        size={180}
        thickness={28}
        withLabels
        withLabelsLine
        data={[
          { name: 'First listens', value: firstListens, color: 'ember.6' },
          { name: 'Relistens', value: relistens, color: 'teal.6' },
        ]}
      />
    </ChartWithTable>
  );
}
