import { BarChart } from '@mantine/charts';
import { type ChartColumn, ChartWithTable } from './ChartWithTable';
import { periodLabel } from './chartData';

type Period = { period: string; listens: number; checks: number };
type Props = { title: string; periods: readonly Period[]; unit: 'month' | 'year' };

const COLUMNS: ReadonlyArray<ChartColumn<Period>> = [
  { label: 'Period', value: (row) => row.period },
  { label: 'Listens', value: (row) => row.listens },
  { label: 'Checks', value: (row) => row.checks },
];

/** Listens and checks by month (a year) or by year (all time). */
export function ActivityChart({ title, periods, unit }: Props) {
  const data = periods.map((row) => ({ ...row, name: periodLabel(row.period) }));
  const empty = periods.every((row) => row.listens === 0 && row.checks === 0);
  return (
    <ChartWithTable
      chartHeight={260}
      title={title}
      caption={`Listens and checks by ${unit}`}
      rows={empty ? [] : periods}
      columns={COLUMNS}
      empty="No listens or checks in this period."
    >
      <BarChart
        h={260}
        data={data}
        dataKey="name"
        withLegend
        series={[
          { name: 'listens', label: 'Listens', color: 'ember.6' },
          { name: 'checks', label: 'Checks', color: 'teal.6' },
        ]}
      />
    </ChartWithTable>
  );
}
