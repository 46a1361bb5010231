import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarPlot } from './BarPlot';
import { niceCeiling } from './chartData';

const SERIES = [
  { label: 'Listens', color: 'ember.6' },
  { label: 'Checks', color: 'teal.6' },
];

describe('the stats bar plot', () => {
  it('puts the top of the scale at or above the largest value, in four whole steps', () => {
    expect([0, 3, 5, 9, 11, 33, 120, 1035, 8001].map(niceCeiling)).toEqual([
      4, 4, 8, 12, 12, 36, 120, 1200, 8400,
    ]);
  });

  it('is drawn whole on the server: every bar and every label in the HTML, sized against the scale', () => {
    const html = renderToString(
      <BarPlot
        rows={[
          { label: 'Jan', values: [3, 1] },
          { label: 'Feb', values: [0, 2] },
        ]}
        series={SERIES}
        height={200}
      />,
    );
    for (const text of ['Jan', 'Feb', '0', '1', '2', '3', '4']) expect(html).toContain(`>${text}<`);
    // The scale tops at 4: 3 is three quarters, 1 a quarter.
    expect(html).toContain('height:75%;background:var(--mantine-color-ember-6)');
    expect(html).toContain('height:25%;background:var(--mantine-color-teal-6)');
  });

  it('draws horizontal bars by width', () => {
    const { container } = render(
      <BarPlot horizontal height={20} rows={[{ label: 'Jazz', values: [12, 6] }]} series={SERIES} />,
    );
    const widths = [...container.querySelectorAll<HTMLElement>('[style*="width"]')].map(
      (bar) => bar.style.width,
    );
    expect(widths).toEqual(['100%', '50%']);
  });
});
