import { BarPlot } from './BarPlot';
import { type ChartColumn, ChartWithTable } from './ChartWithTable';
import { byListensAndChecks } from './chartData';
import { LISTENS_AND_CHECKS } from './chartSeries';

type Count = { label: string; count: number };
type Row = { label: string; listens: number; checks: number };
type Props = {
  title: string;
  what: string;
  listens: readonly Count[];
  checks: readonly Count[];
  /** Rows in label order (decades) rather than by listens. */
  byLabel?: boolean;
};

/** Genres or decades: how many listens and how many checks each had, side by side. */
export function CountsChart({ title, what, listens, checks, byLabel = false }: Props) {
  const rows = byListensAndChecks(listens, checks, byLabel);
  const columns: ReadonlyArray<ChartColumn<Row>> = [
    { label: what, value: (row) => row.label },
    { label: 'Listens', value: (row) => row.listens },
    { label: 'Checks', value: (row) => row.checks },
  ];
  return (
    <ChartWithTable
      legend={LISTENS_AND_CHECKS}
      title={title}
      caption={`Listens and checks by ${what.toLowerCase()}`}
      rows={rows}
      columns={columns}
    >
      <BarPlot
        horizontal
        height={22}
        rows={rows.map((row) => ({ label: row.label, values: [row.listens, row.checks] }))}
        series={LISTENS_AND_CHECKS}
      />
    </ChartWithTable>
  );
}
