import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CountsChart } from './CountsChart';

const listens = [
  { label: '1970s', count: 1 },
  { label: '1980s', count: 8 },
];
// The 1960s were only checked that year: they must not trail after the 1980s.
const checks = [
  { label: '1960s', count: 8 },
  { label: '1970s', count: 9 },
  { label: '1980s', count: 17 },
];

async function tableLabels() {
  await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

describe('the genres and decades charts', () => {
  it('lists decades in time order, also those only checked', async () => {
    renderWithProviders(
      <CountsChart title="Decades" what="Decade" listens={listens} checks={checks} byLabel />,
    );
    expect(await tableLabels()).toEqual(['1960s', '1970s', '1980s']);
  });

  it('keeps genres in the order of their listens, those only checked after', async () => {
    renderWithProviders(
      <CountsChart
        title="Genres"
        what="Genre"
        listens={[
          { label: 'jazz', count: 5 },
          { label: 'funk', count: 2 },
        ]}
        checks={[{ label: 'ambient', count: 3 }]}
      />,
    );
    expect(await tableLabels()).toEqual(['jazz', 'funk', 'ambient']);
  });
});
