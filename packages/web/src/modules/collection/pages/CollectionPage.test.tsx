import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { collectionVariables, readCollectionParams } from '../collectionParams';
import { UserLibraryQuery } from '../graphql/UserLibrary';
import { CollectionPage } from './CollectionPage';

const member = { id: '1', username: 'listener', isAdmin: false, isSupporter: false };

function libraryMock(query: string, totalCount: number) {
  const variables = collectionVariables(readCollectionParams(new URLSearchParams(query)), 50);
  return {
    request: {
      query: UserLibraryQuery,
      variables: (vars: Record<string, unknown>) =>
        JSON.stringify(vars.filters) === JSON.stringify(variables.filters) &&
        vars.offset === variables.offset,
    },
    result: {
      data: {
        user: {
          __typename: 'User' as const,
          id: '1',
          collection: {
            __typename: 'CollectionConnection' as const,
            edges: [],
            pageInfo: { __typename: 'PageInfo' as const, hasMore: false, totalCount },
          },
        },
      },
    },
  };
}

describe('CollectionPage', () => {
  it('asks a visitor to log in', () => {
    renderWithProviders(<CollectionPage />, { path: '/collection' });
    expect(screen.getByText('Please login to view your collection')).toBeTruthy();
  });

  it('titles the For Later view and shows the empty texts', async () => {
    renderWithProviders(<CollectionPage />, {
      member,
      path: '/collection',
      url: '/collection?type=releases&itemsListenStatus=for-later',
      mocks: [libraryMock('itemsListenStatus=for-later', 0)],
    });
    expect(screen.getByRole('heading', { name: 'For Later' })).toBeTruthy();
    expect(await screen.findByText('No items have been added to your collection yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No items' })).toBeTruthy();
  });

  it('resets the page to 1 and omits defaults when a filter changes', async () => {
    const { router } = renderWithProviders(<CollectionPage />, {
      member,
      path: '/collection',
      url: '/collection?type=songs&page=3',
      mocks: [libraryMock('type=songs&page=3', 0), libraryMock('', 0)],
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Releases' }));
    expect(router.state.location.search).toBe('');
  });
});
