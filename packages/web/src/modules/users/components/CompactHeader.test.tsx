import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserForUserPageQuery } from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CompactHeader } from './CompactHeader';

const member = { id: '1', username: 'me', isAdmin: false, isSupporter: false };
const other = {
  __typename: 'User',
  id: '9',
  username: 'noisy',
  displayName: null,
  avatar: null,
  isFollowedByCurrentUser: false,
  isFollowingCurrentUser: false,
  isFriendsWithCurrentUser: false,
  numberOfFollowers: 0,
  numberOfFollowees: 0,
  isBlockedByCurrentUser: false,
  hasBlockedCurrentUser: false,
} as unknown as NonNullable<UserForUserPageQuery['user']>;

describe('CompactHeader', () => {
  it('offers Follow to a member with no block between them', () => {
    renderWithProviders(<CompactHeader user={other} />, { member });
    expect(screen.getByRole('button', { name: 'Follow @noisy' })).toBeTruthy();
  });

  it('offers no Follow when either member has blocked the other', () => {
    const { unmount } = renderWithProviders(
      <CompactHeader user={{ ...other, hasBlockedCurrentUser: true }} />,
      { member },
    );
    expect(screen.getByRole('heading', { name: /noisy/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
    unmount();
    renderWithProviders(<CompactHeader user={{ ...other, isBlockedByCurrentUser: true }} />, { member });
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
  });
});
