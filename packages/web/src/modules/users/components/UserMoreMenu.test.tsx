import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserForUserPageQuery } from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { BlockUserMutation } from '../graphql/blockUser';
import { UserMoreMenu } from './UserMoreMenu';

const member = { id: '1', username: 'me', isAdmin: false, isSupporter: false };
const user = {
  __typename: 'User',
  id: '9',
  username: 'noisy',
  isBlockedByCurrentUser: false,
} as unknown as NonNullable<UserForUserPageQuery['user']>;

const blocked = {
  __typename: 'User' as const,
  id: '9',
  username: 'noisy',
  displayName: null,
  isFollowedByCurrentUser: false,
  isFollowingCurrentUser: false,
  isFriendsWithCurrentUser: false,
  numberOfFollowers: 0,
  numberOfFollowees: 0,
  isBlockedByCurrentUser: true,
};

describe('UserMoreMenu', () => {
  it('blocks a member only once they confirm in the dialog', async () => {
    const block = vi.fn(() => ({ data: { blockUser: blocked } }));
    renderWithProviders(<UserMoreMenu user={user} />, {
      member,
      mocks: [{ request: { query: BlockUserMutation, variables: { username: 'noisy' } }, result: block }],
    });
    const openMenu = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Block @noisy' }));
      return screen.findByRole('dialog', { name: 'Block @noisy?' });
    };
    const first = await openMenu();
    expect(within(first).getByText(/You will stop following each other/)).toBeTruthy();
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(block).not.toHaveBeenCalled();

    const second = await openMenu();
    await userEvent.click(within(second).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(block).toHaveBeenCalledTimes(1));
  });
});
