import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ActivityChart } from './ActivityChart';
import { RatingsChart } from './RatingsChart';

const periods = Array.from({ length: 12 }, (_, index) => ({
  period: `2025-${String(index + 1).padStart(2, '0')}`,
  listens: index === 2 ? 5 : 0,
  checks: index === 6 ? 1 : 0,
}));

describe('a stats chart', () => {
  it('is a chart with a name until "Show as table" shows the same numbers in a captioned table', async () => {
    renderWithProviders(<ActivityChart title="Listens and checks by month" periods={periods} unit="month" />);
    expect(screen.getByRole('img', { name: /Listens and checks by month: a chart/ })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);

    const table = screen.getByRole('table', { name: 'Listens and checks by month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Period', 'Listens', 'Checks']);
    const march = within(table).getByRole('rowheader', { name: '2025-03' }).closest('tr');
    expect(
      march &&
        within(march)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
    ).toEqual(['5', '0']);
    expect(screen.queryByRole('img', { name: /a chart/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show as chart', pressed: true }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when there is nothing to draw, without a toggle', () => {
    const empty = periods.map((row) => ({ ...row, listens: 0, checks: 0 }));
    renderWithProviders(<ActivityChart title="Month by month" periods={empty} unit="month" />);
    expect(screen.getByText('No listens or checks in this period.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it('the ratings table lists every half star', async () => {
    const ratings = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5].map((rating) => ({
      rating,
      count: rating === 4 ? 3 : 0,
    }));
    renderWithProviders(<RatingsChart ratings={ratings} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Items rated, by stars' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(ratings.map((bucket) => `${bucket.rating} ★`));
  });
});
