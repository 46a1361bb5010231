import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CurrentUsersListsForListAdderQuery } from '../graphql/CurrentUsersListsForListAdder';
import { ListsHoldingItemQuery } from '../graphql/ListsHoldingItem';
import { AddToListsDialog } from './AddToListsDialog';

const member = { id: '1', username: 'listmaker', isAdmin: false, isSupporter: false };
const list = (id: string, name: string) => ({
  __typename: 'ListEdge' as const,
  node: { __typename: 'List' as const, id, name, itemsCount: 3, sections: [] },
});

describe('AddToListsDialog', () => {
  it('marks the lists the item is on already, which cannot be picked again', async () => {
    renderWithProviders(
      <AddToListsDialog target={{ __typename: 'Release', id: '7', title: 'Blue Hour' }} onClose={() => {}} />,
      {
        member,
        mocks: [
          {
            request: { query: CurrentUsersListsForListAdderQuery, variables: { filterItems: 'RELEASE' } },
            result: {
              data: {
                currentUser: {
                  __typename: 'User',
                  id: '1',
                  lists: {
                    __typename: 'ListConnection',
                    edges: [list('11', 'Night drives'), list('12', 'Rainy days')],
                  },
                },
              },
            },
          },
          {
            request: { query: ListsHoldingItemQuery, variables: { id: '7', song: false } },
            result: { data: { release: { __typename: 'Release', id: '7', currentUserListIds: ['11'] } } },
          },
        ],
      },
    );
    const held = await screen.findByRole('checkbox', { name: 'Night drives' });
    await screen.findByText('Already on this list');
    expect((held as HTMLInputElement).checked).toBe(true);
    expect((held as HTMLInputElement).disabled).toBe(true);
    const free = screen.getByRole('checkbox', { name: 'Rainy days' }) as HTMLInputElement;
    expect(free.checked).toBe(false);
    expect(free.disabled).toBe(false);
  });
});
