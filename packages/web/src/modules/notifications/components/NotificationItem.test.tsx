import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DeclineRecMutation } from '../../recommendations';
import { NotificationItem } from './NotificationItem';

const member = { id: '1', username: 'listener', isAdmin: false, isSupporter: false };
const rec = {
  __typename: 'Recommendation' as const,
  id: '31',
  date: '2026-11-20T10:00:00.000Z',
  explanation: 'The second side is the one',
  isFriendRec: true,
  recommendersRating: 4.5,
  userResponse: null,
  userRespondedAt: null,
  declined: false,
  recommender: { __typename: 'User' as const, id: '2', username: 'paperqueens', avatar: '' },
  list: null,
  recipient: { __typename: 'User' as const, id: '1', username: 'listener' },
  item: {
    __typename: 'Release' as const,
    id: '7',
    title: 'Blue Hour',
    thumb: '/covers/releases/7.svg',
    link: '/releases/7',
    artists: [],
    currentUserHasChecked: false,
  },
};
const note = {
  __typename: 'Notification' as const,
  id: '90',
  date: '2026-11-20T10:00:00.000Z',
  viewed: false,
  kind: 'REC' as const,
  upvoteType: null,
  user: { __typename: 'User' as const, id: '2', username: 'paperqueens', displayName: null, avatar: '' },
  rec,
  log: null,
};
const june = {
  __typename: 'User' as const,
  id: '3',
  username: 'junebug',
  displayName: 'June Carter',
  avatar: '',
};

describe('NotificationItem', () => {
  it('lets the recipient respond to or decline a recommendation, and links to it', async () => {
    const decline = vi.fn(() => ({
      data: { declineRec: { __typename: 'Recommendation', id: '31', declined: true } },
    }));
    renderWithProviders(<NotificationItem note={note} onNavigate={() => undefined} />, {
      member,
      mocks: [{ request: { query: DeclineRecMutation, variables: { recId: '31' } }, result: decline }],
    });
    expect(screen.getByRole('link', { name: 'View recommendation' }).getAttribute('href')).toBe(
      '/users/listener#recs-for-you',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Respond' }));
    expect(await screen.findByRole('dialog', { name: 'Respond to @paperqueens' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(decline).toHaveBeenCalledTimes(1));
  });

  it('says who started following, with their name and a link to their profile', () => {
    renderWithProviders(
      <NotificationItem
        note={{ ...note, id: '91', kind: 'FOLLOW', user: june, rec: null }}
        onNavigate={() => undefined}
      />,
      { member },
    );
    expect(screen.getByText(/started following you/).textContent).toBe(
      'June Carter @junebug started following you',
    );
    expect(screen.getByRole('link', { name: 'June Carter @junebug' }).getAttribute('href')).toBe(
      '/users/junebug',
    );
    expect(screen.queryByRole('button', { name: 'Respond' })).toBeNull();
  });

  it('says who upvoted which writing, linking the reflection', () => {
    const log = {
      __typename: 'Log' as const,
      id: '55',
      link: '/reflections/55',
      item: { __typename: 'Release' as const, id: '7', title: 'Blue Hour' },
    };
    renderWithProviders(
      <NotificationItem
        note={{ ...note, id: '92', kind: 'UPVOTE', upvoteType: 'gratitude', user: june, rec: null, log }}
        onNavigate={() => undefined}
      />,
      { member },
    );
    expect(screen.getByText(/upvoted your/).textContent).toBe(
      'June Carter @junebug upvoted your gratitude note of Blue Hour',
    );
    expect(screen.getByRole('link', { name: 'gratitude note of Blue Hour' }).getAttribute('href')).toBe(
      '/reflections/55',
    );
  });
});
