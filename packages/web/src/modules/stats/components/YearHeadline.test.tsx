import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { YearHeadline } from './YearHeadline';

const delta = (key: string, current: number, previous: number) => ({
  key,
  current,
  previous,
  change: current - previous,
  percent: previous ? Math.round(((current - previous) / previous) * 100) : null,
});

const totals = { listens: 1200, checks: 40, newReleasesHeard: 12, reviews: 3, lists: 1, hours: null };

describe("the year's headline numbers", () => {
  it('are a description list a screen reader can read: each label and figure in one div of the list', () => {
    renderWithProviders(
      <YearHeadline
        year={2025}
        review={{
          firstListens: 30,
          relistens: 10,
          totals,
          previous: totals,
          deltas: [delta('listens', 1200, 1000), delta('checks', 40, 40), delta('hours', 0, 0)],
          topAlbums: [],
          topSongs: [],
          topArtists: [],
          highestRated: [],
          months: [],
        }}
      />,
    );
    const terms = screen.getAllByRole('term');
    // Hours are left out when no length is known.
    expect(terms.map((term) => term.textContent)).toEqual(['Listens', 'Checks']);
    for (const term of terms) {
      // HTML lets a <dl> group a term with its description in a <div>, and in nothing deeper.
      const group = term.parentElement;
      expect(group?.tagName).toBe('DIV');
      expect(group?.parentElement?.tagName).toBe('DL');
      expect(group?.querySelector(':scope > dd')).not.toBeNull();
    }
    expect(screen.getAllByRole('definition').map((figure) => figure.textContent)).toEqual([
      '1,200+200 (+20%) vs 2024',
      '40same as 2024',
    ]);
  });
});
