import classes from './BarPlot.module.css';
import { niceCeiling } from './chartData';

export type PlotSeries = { label: string; color: string };
export type PlotRow = { label: string; values: readonly number[] };

type Props = {
  rows: readonly PlotRow[];
  /** One colour per value of a row (a Mantine colour such as 'ember.6'), in the rows' order. */
  series: readonly PlotSeries[];
  /** The plot's height in pixels (vertical bars), or each row's (horizontal). */
  height: number;
  horizontal?: boolean;
};

const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;
const percent = (value: number, max: number) => `${max === 0 ? 0 : (value / max) * 100}%`;

/**
 * Bars drawn with HTML and CSS: the server draws them with the page (a chart library that measures
 * its box in the browser draws nothing there), they take their box's width without measuring, and
 * they need no script. The numbers themselves are in the chart's table view.
 */
export function BarPlot({ rows, series, height, horizontal = false }: Props) {
  const max = niceCeiling(Math.max(0, ...rows.flatMap((row) => row.values)));
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => Math.round(max * share));
  if (horizontal) {
    return (
      <div className={classes.horizontal}>
        {rows.map((row) => (
          <div key={row.label} className={classes.hRow}>
            <span className={classes.hLabel}>{row.label}</span>
            <div className={classes.hBars} style={{ minHeight: height }}>
              {row.values.map((value, index) => (
                <div
                  key={series[index]?.label ?? index}
                  className={classes.hBar}
                  style={{
                    width: percent(value, max),
                    background: cssColor(series[index]?.color ?? 'gray.6'),
                  }}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className={classes.vertical}>
      <div className={classes.axis} style={{ height }}>
        {ticks.map((tick) => (
          <span key={tick} className={classes.tick} style={{ bottom: percent(tick, max) }}>
            {tick.toLocaleString('en-US')}
          </span>
        ))}
      </div>
      <div className={classes.plot}>
        <div className={classes.area} style={{ height }}>
          {ticks.map((tick) => (
            <span key={tick} className={classes.grid} style={{ bottom: percent(tick, max) }} />
          ))}
          {rows.map((row) => (
            <div key={row.label} className={classes.group}>
              {row.values.map((value, index) => (
                <div
                  key={series[index]?.label ?? index}
                  className={classes.bar}
                  style={{
                    height: percent(value, max),
                    background: cssColor(series[index]?.color ?? 'gray.6'),
                  }}
                />
              ))}
            </div>
          ))}
        </div>
        <div className={classes.labels}>
          {rows.map((row) => (
            <span key={row.label} className={classes.label}>
              {row.label}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
