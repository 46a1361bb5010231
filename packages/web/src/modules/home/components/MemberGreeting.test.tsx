import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { MemberGreetingQuery } from '../graphql/MemberGreeting';
import { MemberGreeting } from './MemberGreeting';

const member = { id: '1', username: 'newlistener', isAdmin: false, isSupporter: false };
const fan = {
  __typename: 'User' as const,
  id: '9',
  username: 'paperqueens',
  displayName: null,
  isFollowedByCurrentUser: false,
  isFollowingCurrentUser: true,
  isFriendsWithCurrentUser: false,
  numberOfFollowers: 12,
  numberOfFollowees: 4,
  avatar: null,
  isSupporter: false,
  isFAN: false,
  isVIP: false,
};

const greeting = (fields: { numberOfChecks: number; numberOfFollowees: number; favorites: boolean }) => ({
  request: { query: MemberGreetingQuery },
  result: {
    data: {
      currentUser: {
        __typename: 'User' as const,
        id: '1',
        numberOfChecks: fields.numberOfChecks,
        numberOfFollowees: fields.numberOfFollowees,
        favoriteReleasesList: fields.favorites ? { __typename: 'List' as const, id: '4' } : null,
        suggestedFollows: [fan],
      },
    },
  },
});

describe('MemberGreeting', () => {
  it('welcomes a new member with first steps and members to follow', async () => {
    renderWithProviders(<MemberGreeting username="newlistener" />, {
      member,
      mocks: [greeting({ numberOfChecks: 1, numberOfFollowees: 0, favorites: false })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'welcome, @newlistener' })).toBeTruthy();
    const steps = screen.getByRole('region', { name: 'Your first steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getAllByLabelText('done')).toHaveLength(1);
    expect(within(steps).getByRole('link', { name: 'Pick your favorite albums' }).getAttribute('href')).toBe(
      '/lists/new/favorite-releases',
    );
    const toFollow = within(steps).getByRole('region', { name: 'Members to follow' });
    expect(within(toFollow).getByRole('link', { name: '@paperqueens' }).getAttribute('href')).toBe(
      '/users/paperqueens',
    );
    expect(within(toFollow).getByRole('button', { name: 'Follow back @paperqueens' })).toBeTruthy();
  });

  it('welcomes a member back, without first steps once they are settled in', async () => {
    renderWithProviders(<MemberGreeting username="newlistener" />, {
      member,
      mocks: [greeting({ numberOfChecks: 40, numberOfFollowees: 3, favorites: true })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'welcome back, @newlistener' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
  });
});
