import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { OfficialListsForListsListQuery } from '../graphql/OfficialListsForListsList';
import { ListsPage } from './ListsPage';

const official = {
  request: {
    query: OfficialListsForListsListQuery,
    variables: { sortBy: 'YEAR_NEWEST', offset: 0, limit: 12 },
  },
  result: {
    data: {
      officialLists: {
        __typename: 'ListConnection',
        edges: [
          {
            __typename: 'ListEdge',
            node: {
              __typename: 'List',
              id: '3',
              name: 'The 50 Best Albums of the 1990s',
              link: '/lists/3',
              albumCovers: [],
              itemsCount: 50,
              numberOfLikes: 2,
              createdBy: 'Mag',
              isOfficial: true,
            },
          },
        ],
        pageInfo: { __typename: 'PageInfo', hasMore: false, totalCount: 1 },
      },
    },
  },
};

describe('ListsPage', () => {
  it('shows official lists with their count, and keeps the member tabs disabled for a visitor', async () => {
    renderWithProviders(<ListsPage />, { path: '/lists', url: '/lists?view=liked', mocks: [official] });
    expect(await screen.findByText('The 50 Best Albums of the 1990s')).toBeTruthy();
    expect(screen.getByText('1 list')).toBeTruthy();
    for (const name of ['Personal', 'Curator', 'Following', 'Liked']) {
      expect(
        screen.getByRole('tab', { name }).hasAttribute('disabled') ||
          screen.getByRole('tab', { name }).getAttribute('data-disabled'),
      ).toBeTruthy();
    }
    expect(screen.getByRole('tab', { name: 'Official Lists' }).getAttribute('aria-selected')).toBe('true');
  });
});
