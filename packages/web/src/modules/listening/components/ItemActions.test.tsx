import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listener, releaseForActions } from '../../../test/releaseForActions';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { reloadGuestChecks } from '../../accounts';
import { LikeItemMutation } from '../graphql/LikeItem';
import { ReleaseForActionsQuery } from '../graphql/ReleaseForActions';
import { UncheckReleaseMutation } from '../graphql/UncheckRelease';
import { ItemActionsById } from './ItemActionsById';

const member = listener;
const release = releaseForActions;

const releaseMock = {
  request: { query: ReleaseForActionsQuery, variables: { id: '7' } },
  result: { data: { release } },
};

const likeMock = (result: object) => ({
  request: { query: LikeItemMutation, variables: { itemId: '7', itemType: 'RELEASE' } },
  delay: 50,
  ...result,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  reloadGuestChecks();
});

describe('ItemActionsById', () => {
  it('flips Like to Liked at once and keeps it when the server agrees', async () => {
    const liked = {
      ...release,
      currentUserHasChecked: true,
      currentUserHasLiked: true,
      numberOfLikes: 2,
      numberOfChecks: 4,
    };
    renderWithProviders(<ItemActionsById kind="RELEASE" id="7" />, {
      member,
      mocks: [releaseMock, likeMock({ result: { data: { likeItem: liked } } })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('button', { name: 'Liked' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Listened' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('reverts the optimistic like and shows the error when the server refuses', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    renderWithProviders(<ItemActionsById kind="RELEASE" id="7" />, {
      member,
      mocks: [releaseMock, likeMock({ error: new Error('Server down') })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'An error has occurred' })),
    );
    expect(await screen.findByRole('button', { name: 'Like' })).toBeTruthy();
  });

  it('asks a guest to sign up instead of liking, and keeps a guest check on the device', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    renderWithProviders(<ItemActionsById kind="RELEASE" id="7" />, { member: null, mocks: [releaseMock] });
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Please sign up to like albums.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as listened' }));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Sign up to save your data', autoClose: 7000 }),
    );
    expect(screen.getByRole('button', { name: 'Listened' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('earmark.guestChecks')).toContain('"7"');
  });

  it("gives every item of an album's menu an icon, the purple check either way included", async () => {
    const purple = { ...releaseMock, result: { data: { release: { ...release, isPurpleCheck: true } } } };
    for (const [mock, name] of [
      [releaseMock, 'Purple check'],
      [purple, 'Remove purple check'],
    ] as const) {
      const { unmount } = renderWithProviders(<ItemActionsById kind="RELEASE" id="7" />, {
        member,
        mocks: [mock],
      });
      await userEvent.click(await screen.findByRole('button', { name: 'More actions for this album' }));
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((entry) => entry.textContent)).toContain(name);
      const bare = items.filter((entry) => !entry.querySelector('[data-position="left"] svg'));
      expect(bare.map((entry) => entry.textContent)).toEqual([]);
      unmount();
    }
  });

  it('asks before unchecking a rated, favorited album, and keeps it listened when the member says no', async () => {
    const rated = {
      ...release,
      currentUserHasChecked: true,
      currentUserHasFavorited: true,
      currentUserRating: 4,
      numberOfFavorites: 1,
    };
    const unchecked = { ...release, numberOfChecks: 2 };
    const uncheck = vi.fn(() => ({ data: { uncheckRelease: unchecked } }));
    renderWithProviders(<ItemActionsById kind="RELEASE" id="7" />, {
      member,
      mocks: [
        { ...releaseMock, result: { data: { release: rated } } },
        { request: { query: UncheckReleaseMutation, variables: { releaseId: '7' } }, result: uncheck },
      ],
    });
    const listened = await screen.findByRole('button', { name: 'Listened' });
    await waitFor(() => expect(listened.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(listened);
    const question = await screen.findByRole('dialog', { name: 'Remove your rating and favorite too?' });
    expect(within(question).getByText('Marking this album as not listened removes them.')).toBeTruthy();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(uncheck).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Listened' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Listened' }));
    const again = await screen.findByRole('dialog', { name: 'Remove your rating and favorite too?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Mark as not listened' }));
    await waitFor(() => expect(uncheck).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark as listened' }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    expect(screen.getByRole('button', { name: 'Rate' })).toBeTruthy();
  });

  it('unchecks at once when nothing else would go', async () => {
    const uncheck = vi.fn(() => ({ data: { uncheckRelease: release } }));
    renderWithProviders(<ItemActionsById kind="RELEASE" id="7" />, {
      member,
      mocks: [
        { ...releaseMock, result: { data: { release: { ...release, currentUserHasChecked: true } } } },
        { request: { query: UncheckReleaseMutation, variables: { releaseId: '7' } }, result: uncheck },
      ],
    });
    const listened = await screen.findByRole('button', { name: 'Listened' });
    await waitFor(() => expect(listened.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(listened);
    await waitFor(() => expect(uncheck).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a guest to log in to rate', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    renderWithProviders(<ItemActionsById kind="RELEASE" id="7" />, { member: null, mocks: [releaseMock] });
    await userEvent.click(await screen.findByRole('button', { name: 'Rate' }));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'You must be logged in to rate items.' }),
    );
  });
});
