import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FollowUserMutation } from '../graphql/followUser';
import { FollowButton, followRelation } from './FollowButton';

const member = { id: 'me', username: 'listener', isAdmin: false, isSupporter: false };
const other = {
  __typename: 'User' as const,
  id: 'u2',
  username: 'paperqueens',
  isFollowedByCurrentUser: false,
  isFollowingCurrentUser: true,
  isFriendsWithCurrentUser: false,
  numberOfFollowers: 3,
  numberOfFollowees: 4,
};

describe('FollowButton', () => {
  it('reads "Follow back" when they follow you, and sends followUser', async () => {
    const followed = {
      ...other,
      isFollowedByCurrentUser: true,
      isFriendsWithCurrentUser: true,
      numberOfFollowers: 4,
    };
    const renderedCache = renderWithProviders(<FollowButton user={other} />, {
      member,
      mocks: [
        {
          request: { query: FollowUserMutation, variables: { followeeUsername: 'paperqueens' } },
          result: { data: { followUser: followed } },
        },
      ],
    });
    const { cache } = renderedCache;
    await userEvent.click(await screen.findByRole('button', { name: 'Follow back @paperqueens' }));
    // The answer lands in the cache, where every list showing the member reads it.
    await vi.waitFor(() =>
      expect(cache.extract()['User:u2']).toMatchObject({
        isFollowedByCurrentUser: true,
        numberOfFollowers: 4,
      }),
    );
  });

  it('is hidden on one’s own name and for visitors', async () => {
    const own = renderWithProviders(<FollowButton user={{ ...other, id: 'me' }} />, { member });
    expect(own.container.querySelector('button')).toBeNull();
    own.unmount();
    const visitor = renderWithProviders(<FollowButton user={other} />);
    expect(visitor.container.querySelector('button')).toBeNull();
  });

  it('names the relation: mutual, follows you, following, or nothing', () => {
    expect(followRelation({ ...other, isFriendsWithCurrentUser: true })).toBe('Mutual followers');
    expect(followRelation(other)).toBe('Follows you');
    expect(followRelation({ ...other, isFollowingCurrentUser: false, isFollowedByCurrentUser: true })).toBe(
      'Following',
    );
    expect(followRelation({ ...other, isFollowingCurrentUser: false })).toBeNull();
  });
});
