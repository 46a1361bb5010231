import { BarPlot } from './BarPlot';
import { type ChartColumn, ChartWithTable } from './ChartWithTable';
import { periodLabel } from './chartData';
import { LISTENS_AND_CHECKS } from './chartSeries';

type Period = { period: string; listens: number; checks: number };
type Props = { title: string; periods: readonly Period[]; unit: 'month' | 'year' };

const COLUMNS: ReadonlyArray<ChartColumn<Period>> = [
  { label: 'Period', value: (row) => row.period },
  { label: 'Listens', value: (row) => row.listens },
  { label: 'Checks', value: (row) => row.checks },
];

/** Listens and checks by month (a year) or by year (all time). */
export function ActivityChart({ title, periods, unit }: Props) {
  const data = periods.map((row) => ({ label: periodLabel(row.period), values: [row.listens, row.checks] }));
  const empty = periods.every((row) => row.listens === 0 && row.checks === 0);
  return (
    <ChartWithTable
      legend={LISTENS_AND_CHECKS}
      title={title}
      caption={`Listens and checks by ${unit}`}
      rows={empty ? [] : periods}
      columns={COLUMNS}
      empty="No listens or checks in this period."
    >
      <BarPlot rows={data} series={LISTENS_AND_CHECKS} height={220} />
    </ChartWithTable>
  );
}
