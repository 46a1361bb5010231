import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { SearchSuggestionsQuery } from '../graphql/SearchSuggestions';
import { RECENT_SEARCHES_KEY } from '../recentSearches';
import { QuickSearchInput } from './QuickSearchInput';

const release = (id: string, title: string) => ({
  __typename: 'Release' as const,
  id,
  title,
  disambiguation: null,
  year: 1997,
  thumb: `/covers/releases/${id}.svg`,
  artists: [{ __typename: 'ArtistCredit' as const, id: '9', name: 'Radiohead', joinPhrase: '' }],
});

const suggestions = (query: string, releases: ReturnType<typeof release>[]) => ({
  request: { query: SearchSuggestionsQuery, variables: { query, types: ['RELEASE'], limit: null } },
  result: {
    data: {
      searchSuggestions: {
        __typename: 'SearchSuggestions' as const,
        releases,
        songs: [],
        artists: [],
        lists: [],
        users: [],
      },
    },
  },
});

function renderQuickSearch(
  mocks = [suggestions('ok comp', [release('1', 'OK Computer'), release('2', 'OK Go')])],
) {
  return renderWithProviders(<QuickSearchInput />, { path: '*', url: '/', mocks });
}

const SLOW = 20_000;

describe('QuickSearch', () => {
  beforeEach(() => window.localStorage.clear());

  it(
    'shows results after the debounce, moves with the arrows and opens the chosen one on Enter',
    async () => {
      const user = userEvent.setup();
      const { router } = renderQuickSearch();
      const box = screen.getByRole('combobox', { name: 'Search' });
      await user.click(box);
      expect(await screen.findByText('Recent Searches')).toBeTruthy();
      await user.type(box, 'ok comp');
      expect(await screen.findByText('Loading...')).toBeTruthy();
      expect(await screen.findByRole('option', { name: /OK Computer/ })).toBeTruthy();
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
      expect(screen.getByRole('option', { name: /OK Computer/ }).getAttribute('aria-selected')).toBe('true');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/releases/1'));
      const stored = JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]') as { id: string }[];
      expect(stored.map((entry) => entry.id)).toEqual(['1']);
    },
    SLOW,
  );

  it(
    'says when nothing matches, and Enter without a choice opens the search page',
    async () => {
      const user = userEvent.setup();
      const { router } = renderQuickSearch([suggestions('zzzz', [])]);
      const box = screen.getByRole('combobox', { name: 'Search' });
      await user.type(box, 'zzzz');
      expect(await screen.findByText('No results found')).toBeTruthy();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.search).toBe('?query=zzzz&type=release'));
    },
    SLOW,
  );

  it(
    'lists recent searches for an empty box and closes on Escape',
    async () => {
      window.localStorage.setItem(
        RECENT_SEARCHES_KEY,
        JSON.stringify([
          { type: 'ARTIST', id: '4', title: 'Björk', subtitle: 'Artist', image: null, href: '/artists/4' },
        ]),
      );
      const user = userEvent.setup();
      renderQuickSearch();
      await user.click(screen.getByRole('combobox', { name: 'Search' }));
      expect(await screen.findByRole('option', { name: /Björk/ })).toBeTruthy();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('option', { name: /Björk/ })).toBeNull());
    },
    SLOW,
  );
  it(
    'says "Loading..." from the first letter, never "No results found" before an answer',
    async () => {
      const user = userEvent.setup();
      renderQuickSearch([suggestions('o', [release('1', 'OK Computer')])]);
      const box = screen.getByRole('combobox', { name: 'Search' });
      await user.type(box, 'o');
      expect(screen.getByText('Loading...')).toBeTruthy();
      expect(screen.queryByText('No results found')).toBeNull();
      expect(await screen.findByRole('option', { name: /OK Computer/ })).toBeTruthy();
      expect(screen.queryByText('No results found')).toBeNull();
    },
    SLOW,
  );

  it(
    'takes Tab from the box into its tabs, results and "Show all", and closes when Tab leaves',
    async () => {
      const user = userEvent.setup();
      renderQuickSearch();
      const box = screen.getByRole('combobox', { name: 'Search' });
      await user.type(box, 'ok comp');
      const first = await screen.findByRole('option', { name: /OK Computer/ });
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Releases' }));
      await user.tab();
      expect(document.activeElement).toBe(first);
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('option', { name: /OK Go/ }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show all' }));
      await user.tab();
      await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
      expect(screen.queryByRole('option', { name: /OK Computer/ })).toBeNull();
    },
    SLOW,
  );

  it(
    'closes when Shift+Tab leaves the box',
    async () => {
      const user = userEvent.setup();
      renderQuickSearch();
      const box = screen.getByRole('combobox', { name: 'Search' });
      await user.type(box, 'ok comp');
      expect(await screen.findByRole('option', { name: /OK Computer/ })).toBeTruthy();
      await user.tab({ shift: true });
      await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    },
    SLOW,
  );
});
