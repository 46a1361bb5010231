import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ReleaseUsersQuery } from '../graphql/ReleaseUsers';
import { ReleaseUsersTab } from './ReleaseUsersTab';

const user = {
  __typename: 'User' as const,
  id: 'u1',
  username: 'paperqueens',
  avatar: '/covers/users/1.svg',
  isSupporter: false,
  isFAN: false,
  isVIP: false,
  isFollowedByCurrentUser: true,
  isFollowingCurrentUser: true,
  isFriendsWithCurrentUser: true,
  numberOfFollowers: 2,
  numberOfFollowees: 2,
};

function mock(status: string, users: (typeof user)[]) {
  return {
    request: { query: ReleaseUsersQuery, variables: { id: '7', status, offset: 0, limit: 20 } },
    result: {
      data: {
        release: {
          __typename: 'Release',
          id: '7',
          users: {
            __typename: 'UserConnection',
            edges: users.map((node) => ({ __typename: 'UserEdge', node })),
            pageInfo: { __typename: 'PageInfo', hasMore: false, totalCount: users.length },
          },
        },
      },
    },
  };
}

describe('ReleaseUsersTab', () => {
  it('lists who listened by default, and says so when nobody loved the release', async () => {
    const { router } = renderWithProviders(<ReleaseUsersTab releaseId="7" />, {
      path: '/releases/:id/:tab?',
      url: '/releases/7/users',
      mocks: [mock('LISTENED', [user]), mock('LOVED', [])],
    });
    expect(await screen.findByRole('link', { name: '@paperqueens' })).toBeTruthy();
    expect(screen.getByText('Mutual followers')).toBeTruthy();

    await userEvent.click(screen.getByText('Loved'));
    expect(await screen.findByText('No users have loved this release yet')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=loved');
  });

  it('falls back to listened for an unknown status', async () => {
    renderWithProviders(<ReleaseUsersTab releaseId="7" />, {
      path: '/releases/:id/:tab?',
      url: '/releases/7/users?status=bogus&page=-3',
      mocks: [mock('LISTENED', [])],
    });
    expect(await screen.findByText('No users have listened to this release yet')).toBeTruthy();
    expect(screen.getByText('No users yet')).toBeTruthy();
  });
});
