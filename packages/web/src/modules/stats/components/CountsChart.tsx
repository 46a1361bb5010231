import { BarChart } from '@mantine/charts';
import { type ChartColumn, ChartWithTable } from './ChartWithTable';
import { byListensAndChecks } from './chartData';

type Count = { label: string; count: number };
type Row = { label: string; listens: number; checks: number };
type Props = { title: string; what: string; listens: readonly Count[]; checks: readonly Count[] };

/** Genres or decades: how many listens and how many checks each had, side by side. */
export function CountsChart({ title, what, listens, checks }: Props) {
  const rows = byListensAndChecks(listens, checks);
  const columns: ReadonlyArray<ChartColumn<Row>> = [
    { label: what, value: (row) => row.label },
    { label: 'Listens', value: (row) => row.listens },
    { label: 'Checks', value: (row) => row.checks },
  ];
  return (
    <ChartWithTable
      chartHeight={Math.max(160, rows.length * 36)}
      title={title}
      caption={`Listens and checks by ${what.toLowerCase()}`}
      rows={rows}
      columns={columns}
    >
      <BarChart
        h={Math.max(160, rows.length * 36)}
        data={rows}
        dataKey="label"
        orientation="vertical"
        yAxisProps={{ width: 110 }}
        withLegend
        series={[
          { name: 'listens', label: 'Listens', color: 'ember.6' },
          { name: 'checks', label: 'Checks', color: 'teal.6' },
        ]}
      />
    </ChartWithTable>
  );
}
