import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ReleaseUsersQuery } from '../graphql/ReleaseUsers';
import { SongUsersQuery } from '../graphql/SongUsers';
import { ItemUsersTab } from './ItemUsersTab';

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

function usersPage(users: (typeof user)[]) {
  return {
    __typename: 'UserConnection',
    edges: users.map((node) => ({ __typename: 'UserEdge', node })),
    pageInfo: { __typename: 'PageInfo', hasMore: false, totalCount: users.length },
  };
}

function mock(status: string, users: (typeof user)[]) {
  return {
    request: { query: ReleaseUsersQuery, variables: { id: '7', status, offset: 0, limit: 20 } },
    result: { data: { release: { __typename: 'Release', id: '7', users: usersPage(users) } } },
  };
}

function songMock(status: string, users: (typeof user)[]) {
  return {
    request: { query: SongUsersQuery, variables: { id: 's7', status, offset: 0, limit: 20 } },
    result: { data: { song: { __typename: 'Song', id: 's7', users: usersPage(users) } } },
  };
}

const CASES = [
  {
    name: 'a release lists who listened by default, and says so when nobody loved it',
    kind: 'RELEASE',
    id: '7',
    url: '/releases/7/users',
    mocks: [mock('LISTENED', [user]), mock('LOVED', [])],
    switchTo: 'Loved',
    empty: 'No users have loved this release yet',
    search: '?status=loved',
  },
  {
    name: 'a song asks its own document, liked by default: it has no listened status',
    kind: 'SONG',
    id: 's7',
    url: '/songs/s7/users?status=listened',
    mocks: [songMock('LIKED', [user]), songMock('FAVORITED', [])],
    switchTo: 'Favorited',
    empty: 'No users have favorited this song yet',
    search: '?status=favorited',
  },
] as const;

describe('ItemUsersTab', () => {
  it.each(CASES)('$name', async ({ kind, id, url, mocks, switchTo, empty, search }) => {
    const { router } = renderWithProviders(<ItemUsersTab kind={kind} id={id} />, {
      path: '/:kind/:id/:tab?',
      url,
      mocks: [...mocks],
    });
    expect(await screen.findByRole('link', { name: '@paperqueens' })).toBeTruthy();
    expect(screen.getByText('Mutual followers')).toBeTruthy();
    expect(screen.queryByText('Listened') !== null).toBe(kind === 'RELEASE');

    await userEvent.click(screen.getByText(switchTo));
    expect(await screen.findByText(empty)).toBeTruthy();
    expect(router.state.location.search).toBe(search);
  });

  it('falls back to listened for an unknown status', async () => {
    renderWithProviders(<ItemUsersTab kind="RELEASE" id="7" />, {
      path: '/releases/:id/:tab?',
      url: '/releases/7/users?status=bogus&page=-3',
      mocks: [mock('LISTENED', [])],
    });
    expect(await screen.findByText('No users have listened to this release yet')).toBeTruthy();
    expect(screen.getByText('No users yet')).toBeTruthy();
  });
});
