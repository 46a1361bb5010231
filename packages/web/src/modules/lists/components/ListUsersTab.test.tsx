import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ListUsersQuery } from '../graphql/ListUsers';
import { ListUsersTab } from './ListUsersTab';

function mock(status: string) {
  return {
    request: { query: ListUsersQuery, variables: { id: '5', status, offset: 0, limit: 20 } },
    result: {
      data: {
        list: {
          __typename: 'List',
          id: '5',
          users: {
            __typename: 'UserConnection',
            edges: [],
            pageInfo: { __typename: 'PageInfo', hasMore: false, totalCount: 0 },
          },
        },
      },
    },
  };
}

describe('ListUsersTab', () => {
  it('says nobody followed the list yet', async () => {
    renderWithProviders(<ListUsersTab listId="5" />, {
      path: '/lists/:id/:tab?',
      url: '/lists/5/users?status=followed',
      mocks: [mock('FOLLOWED')],
    });
    expect(await screen.findByText('No users have followed this list yet')).toBeTruthy();
    expect(screen.getByText('No users yet')).toBeTruthy();
  });

  it('refuses a status other than liked or followed', () => {
    renderWithProviders(<ListUsersTab listId="5" />, {
      path: '/lists/:id/:tab?',
      url: '/lists/5/users?status=loved',
    });
    expect(screen.getByText('Please enter a valid status.')).toBeTruthy();
  });
});
