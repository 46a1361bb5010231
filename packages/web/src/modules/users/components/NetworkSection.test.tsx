import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FollowUserMutation } from '../../social';
import { UserFolloweesQuery } from '../graphql/UserFollowees';
import { UserFollowersQuery } from '../graphql/UserFollowers';
import { NetworkSection } from './NetworkSection';

const member = { id: 'me', username: 'listener', isAdmin: false, isSupporter: false };
const fan = {
  __typename: 'User' as const,
  id: 'u2',
  username: 'paperqueens',
  displayName: null,
  isFollowedByCurrentUser: false,
  isFollowingCurrentUser: true,
  isFriendsWithCurrentUser: false,
  numberOfFollowers: 3,
  numberOfFollowees: 4,
  avatar: null,
  isSupporter: false,
  isFAN: false,
  isVIP: false,
};
const friend = {
  ...fan,
  isFollowedByCurrentUser: true,
  isFriendsWithCurrentUser: true,
  numberOfFollowers: 4,
};
const page = (nodes: object[]) => ({
  __typename: 'UserConnection' as const,
  edges: nodes.map((node) => ({ __typename: 'UserEdge' as const, node })),
  pageInfo: { __typename: 'PageInfo' as const, hasMore: false, totalCount: nodes.length },
});
const variables = { username: 'listener', offset: 0, limit: 20 };
const user = (field: 'followers' | 'followees', nodes: object[]) => ({
  data: { user: { __typename: 'User' as const, id: 'me', [field]: page(nodes) } },
});

describe('NetworkSection', () => {
  it('shows the member just followed back under "Follows" without a reload', async () => {
    renderWithProviders(<NetworkSection username="listener" />, {
      member,
      mocks: [
        {
          request: { query: UserFollowersQuery, variables },
          result: user('followers', [fan]),
          maxUsageCount: 5,
        },
        { request: { query: UserFolloweesQuery, variables }, result: user('followees', []) },
        {
          request: { query: FollowUserMutation, variables: { followeeUsername: 'paperqueens' } },
          result: { data: { followUser: friend } },
        },
        { request: { query: UserFolloweesQuery, variables }, result: user('followees', [friend]) },
      ],
    });
    const follows = await screen.findByRole('region', { name: 'Follows' });
    expect(await within(follows).findByText('No follows yet')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Follow back @paperqueens' }));
    await waitFor(() => expect(within(follows).getByRole('link', { name: '@paperqueens' })).toBeTruthy());
    expect(within(follows).getByText('Mutual followers')).toBeTruthy();
  });
});
