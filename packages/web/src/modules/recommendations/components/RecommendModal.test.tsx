import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { RecommendModalQuery } from '../graphql/RecommendModalQuery';
import { RecommendModal } from './RecommendModal';

const member = { id: '1', username: 'listener', isAdmin: false, isSupporter: false };

const friendsMock = {
  request: { query: RecommendModalQuery, variables: { itemId: '7', itemType: 'RELEASE' } },
  result: {
    data: {
      currentUser: {
        __typename: 'User',
        id: '1',
        friendsToRec: [
          { __typename: 'User', id: '2', username: 'iris.k', displayName: 'Iris Kim', avatar: '' },
          { __typename: 'User', id: '3', username: 'otto', displayName: null, avatar: '' },
        ],
      },
    },
  },
};

describe('RecommendModal', () => {
  it('lists each friend by display name and @username (the @username alone when they gave none)', async () => {
    // Named as a screen reader reads the row: the avatar's initials are decoration.
    renderWithProviders(
      <RecommendModal target={{ __typename: 'Release', id: '7', title: 'Blue Hour' }} onClose={() => {}} />,
      { member, mocks: [friendsMock] },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Recommend Blue Hour' }));
    expect(await dialog.findByRole('checkbox', { name: 'Iris Kim @iris.k' })).toBeTruthy();
    expect(dialog.getByRole('checkbox', { name: '@otto' })).toBeTruthy();
  });
});
