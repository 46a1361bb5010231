import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ReleaseListsQuery } from '../graphql/releaseListsQuery';
import { ItemListsTab } from './ItemListsTab';

function list(id: number) {
  return {
    __typename: 'List' as const,
    id: String(id),
    name: `List number ${id}`,
    link: `/lists/${id}`,
    albumCovers: [],
    itemsCount: 10,
    numberOfLikes: 0,
    createdBy: 'paperqueens',
    isOfficial: false,
  };
}

function page(ids: number[], totalCount: number, offset: number) {
  return {
    __typename: 'ListConnection' as const,
    edges: ids.map((id) => ({ __typename: 'ListEdge' as const, node: list(id) })),
    pageInfo: { __typename: 'PageInfo' as const, hasMore: offset + ids.length < totalCount, totalCount },
  };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('ItemListsTab', () => {
  it('pages one section with Load More and leaves the other as it was', async () => {
    let asked: Record<string, unknown> | undefined;
    const mocks = [
      {
        request: { query: ReleaseListsQuery, variables: (vars: Record<string, unknown>) => !vars.userOffset },
        result: {
          data: {
            release: {
              __typename: 'Release',
              id: '7',
              curatorLists: page([1], 1, 0),
              userLists: page(range(100, 12), 14, 0),
            },
          },
        },
      },
      {
        request: {
          query: ReleaseListsQuery,
          variables: (vars: Record<string, unknown>) => {
            asked = vars;
            return vars.userOffset === 12;
          },
        },
        result: {
          data: { release: { __typename: 'Release', id: '7', userLists: page([112, 113], 14, 12) } },
        },
      },
    ];
    renderWithProviders(<ItemListsTab kind="RELEASE" id="7" />, { mocks });

    expect(await screen.findByText('List number 111')).toBeTruthy();
    expect(screen.getByText('List number 1')).toBeTruthy();
    expect(screen.queryByText('List number 113')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));

    expect(await screen.findByText('List number 113')).toBeTruthy();
    expect(asked).toMatchObject({ userOffset: 12, withCurator: false });
    expect(screen.getByText('List number 100')).toBeTruthy();
    expect(screen.getByText('List number 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });
});
