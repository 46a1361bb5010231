import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { UserForUserPageQuery } from '../graphql/UserForUserPage';
import { UserPage } from './UserPage';

const carol = {
  __typename: 'User' as const,
  id: '9',
  username: 'carolq',
  displayName: null,
  avatar: '/avatars/9.svg',
  bio: null,
  website: null,
  isSupporter: false,
  isFAN: false,
  isVIP: false,
  numberOfChecks: 6,
  numberOfLists: 0,
  numberOfFollowers: 1,
  numberOfFollowees: 1,
  isFollowedByCurrentUser: false,
  isFollowingCurrentUser: false,
  isFriendsWithCurrentUser: false,
  isBlockedByCurrentUser: false,
  isPrivate: true,
  hasBlockedCurrentUser: false,
};

function renderSection(section: string, user: typeof carol) {
  return renderWithProviders(<UserPage />, {
    path: '/users/:username/:section?',
    url: `/users/carolq/${section}`,
    prepareCache: (cache) =>
      cache.writeQuery({ query: UserForUserPageQuery, variables: { username: 'carolq' }, data: { user } }),
  });
}

describe('a private profile seen by someone who is not their friend', () => {
  it.each(['activity', 'collection'])('says the %s is private, not that it is empty', (section) => {
    renderSection(section, carol);
    expect(screen.getByText(/Private profile: only their friends/)).toBeTruthy();
    expect(screen.queryByText('No reflections yet.')).toBeNull();
    expect(
      screen.queryByRole('region', { name: section === 'activity' ? 'Diary' : 'Collection' }),
    ).toBeNull();
  });

  it('shows a friend their diary', () => {
    renderSection('activity', { ...carol, isFriendsWithCurrentUser: true });
    expect(screen.queryByText(/Private profile: only their friends/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Diary' })).toBeTruthy();
  });
});
