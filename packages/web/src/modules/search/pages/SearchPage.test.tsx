import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { SearchQuery } from '../graphql/Search';
import { SearchCountsQuery } from '../graphql/SearchCounts';
import { SearchPage } from './SearchPage';

const page = {
  releaseOffsetIndex: 0,
  songOffsetIndex: 0,
  artistOffsetIndex: 0,
  listOffsetIndex: 0,
  userOffsetIndex: 0,
};
const empty = (typename: string) => ({
  __typename: typename,
  edges: [],
  pageInfo: { __typename: 'PageInfo', hasMore: false, totalCount: 0 },
});
const artist = (id: string, name: string) => ({
  __typename: 'ArtistEdge',
  node: { __typename: 'Artist', id, name, image: '', disambiguation: null, numberOfFavorites: 3 },
});
const results = (artists: ReturnType<typeof artist>[], hasMore: boolean) => ({
  data: {
    search: {
      __typename: 'SearchResults',
      releases: empty('ReleaseConnection'),
      songs: empty('SongConnection'),
      lists: empty('ListConnection'),
      users: empty('UserConnection'),
      artists: {
        __typename: 'ArtistConnection',
        edges: artists,
        pageInfo: { __typename: 'PageInfo', hasMore, totalCount: 2 },
      },
    },
  },
});

const mocks = [
  {
    request: { query: SearchQuery, variables: { query: 'bjork', types: ['ARTIST'], ...page } },
    result: results([artist('1', 'Björk')], true),
  },
  {
    request: {
      query: SearchQuery,
      variables: { query: 'bjork', types: ['ARTIST'], ...page, artistOffsetIndex: 1 },
    },
    result: results([artist('2', 'Björk Guðmundsdóttir & Tríó')], false),
  },
];

const count = (value: number, capped = false) => ({ __typename: 'SearchCount', count: value, capped });
const countsMock = {
  request: { query: SearchCountsQuery, variables: { query: 'bjork' } },
  result: {
    data: {
      search: {
        __typename: 'SearchResults',
        counts: {
          __typename: 'SearchCounts',
          releases: count(300, true),
          songs: count(1),
          artists: count(2),
          lists: count(0),
          users: count(1234),
        },
      },
    },
  },
};

const renderAt = (url: string, extra: MockLink.MockedResponse[] = []) =>
  renderWithProviders(<SearchPage />, { path: '/search', url, mocks: [...mocks, ...extra] });

describe('SearchPage', () => {
  it('asks for a query when there is none', () => {
    renderAt('/search');
    expect(screen.getByText('Please enter a search in the search box')).toBeTruthy();
  });

  it('refuses an unknown type', () => {
    renderAt('/search?query=bjork&type=planet');
    expect(screen.getByText('Please enter a valid search type')).toBeTruthy();
  });

  it('shows cards that link to their pages and finds more', async () => {
    const user = userEvent.setup();
    renderAt('/search?query=bjork&type=artist');
    expect(screen.getByRole('tab', { name: /^Artists/ }).getAttribute('aria-selected')).toBe('true');
    const first = await screen.findByRole('link', { name: /Björk/ });
    expect(first.getAttribute('href')).toBe('/artists/1');
    await user.click(screen.getByRole('button', { name: 'Find More' }));
    expect((await screen.findByRole('link', { name: /Tríó/ })).getAttribute('href')).toBe('/artists/2');
    expect(screen.queryByRole('button', { name: 'Find More' })).toBeNull();
  }, 20_000);

  it('shows how many results each tab holds, "300+" where more match than were counted', async () => {
    renderAt('/search?query=bjork&type=artist', [countsMock]);
    expect(await screen.findByRole('tab', { name: 'Releases 300+' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Songs 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Artists 2' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Lists 0' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Users 1,234' })).toBeTruthy();
  });
});
