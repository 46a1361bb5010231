import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listener, releaseForActions } from '../../../test/releaseForActions';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LikeItemMutation } from '../graphql/LikeItem';
import { ReleaseForActionsQuery } from '../graphql/ReleaseForActions';
import { UncheckReleaseMutation } from '../graphql/UncheckRelease';
import { ItemExtrasProvider } from '../itemExtras';
import { ItemActionsById } from './ItemActionsById';

const member = listener;
const release = releaseForActions;

const releaseMock = {
  request: { query: ReleaseForActionsQuery, variables: { id: '7' } },
  result: { data: { release } },
};
const liked = { ...release, currentUserHasChecked: true, currentUserHasLiked: true, numberOfLikes: 2 };
const likeMock = {
  request: { query: LikeItemMutation, variables: { itemId: '7', itemType: 'RELEASE' } },
  result: { data: { likeItem: liked } },
};

/** A release page's actions, with a field and the header's search box beside them. */
function renderPage(reflect = vi.fn()) {
  renderWithProviders(
    <ItemExtrasProvider value={{ reflect }}>
      <input aria-label="Notes" />
      <input type="search" name="query" aria-label="Search" />
      <ItemActionsById kind="RELEASE" id="7" />
    </ItemExtrasProvider>,
    { member, mocks: [releaseMock, likeMock] },
  );
  return reflect;
}

const announcement = () => screen.getByTestId('shortcut-announcement').textContent;

describe('an item page’s keyboard shortcuts', () => {
  it('l likes the release as its button does (optimistic, then the server), and says so', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Like' });
    await userEvent.keyboard('l');
    expect(await screen.findByRole('button', { name: 'Liked' })).toBeTruthy();
    // Said once the server has answered (a refused or cancelled toggle says nothing).
    await waitFor(() => expect(announcement()).toBe('Liked Blue Hour'));
    // The server's answer (a like checks too) arrives through the same operation.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Listened' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('ignores the keys while typing in a field, and with a modifier held', async () => {
    const reflect = renderPage();
    await screen.findByRole('button', { name: 'Like' });
    await userEvent.click(screen.getByRole('textbox', { name: 'Notes' }));
    await userEvent.keyboard('lcrw?');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Notes' }).value).toBe('lcrw?');
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Control>}l{/Control}{Meta>}c{/Meta}{Alt>}r{/Alt}');
    expect(screen.getByRole('button', { name: 'Like' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as listened' })).toBeTruthy();
    expect(reflect).not.toHaveBeenCalled();
    expect(announcement()).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('r opens Reflect for the release, / goes to the search box, ? lists the shortcuts', async () => {
    const reflect = renderPage();
    await screen.findByRole('button', { name: 'Like' });
    await userEvent.keyboard('r');
    expect(reflect).toHaveBeenCalledWith(expect.objectContaining({ __typename: 'Release', id: '7' }));
    expect(announcement()).toBe('Reflecting on Blue Hour');

    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' }));
    // Typed into the search box, a key is a letter of the query.
    await userEvent.keyboard('l');
    expect(screen.getByRole('button', { name: 'Like' })).toBeTruthy();

    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Shift>}?{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const key of ['c', 'l', 'r', 'w', '/', '?']) expect(within(dialog).getByText(key)).toBeTruthy();
    // The dialog keeps its keys: c does not check the release behind it.
    await userEvent.keyboard('c');
    expect(screen.getByRole('button', { name: 'Mark as listened', hidden: true })).toBeTruthy();
  });

  describe('c on a rated release asks before unchecking (the rating goes with the check)', () => {
    const rated = { ...release, currentUserHasChecked: true, currentUserRating: 4, numberOfChecks: 4 };
    const unchecked = { ...rated, currentUserHasChecked: false, currentUserRating: null, numberOfChecks: 3 };
    const ratedMock = {
      request: { query: ReleaseForActionsQuery, variables: { id: '7' } },
      result: { data: { release: rated } },
    };
    const uncheckMock = {
      request: { query: UncheckReleaseMutation, variables: { releaseId: '7' } },
      result: { data: { uncheckRelease: unchecked } },
    };
    const renderRated = () =>
      renderWithProviders(<ItemActionsById kind="RELEASE" id="7" />, {
        member,
        mocks: [ratedMock, uncheckMock],
      });
    afterEach(() => vi.unstubAllGlobals());

    it('says nothing when the member cancels the question: the release stays listened', async () => {
      renderRated();
      await screen.findByRole('button', { name: 'Listened' });
      await userEvent.keyboard('c');
      const question = await screen.findByRole('dialog', { name: 'Remove your rating too?' });
      await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
      // Give a wrongly sent mutation and announcement their chance to arrive.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('button', { name: 'Listened' }).getAttribute('aria-pressed')).toBe('true');
      expect(announcement()).toBe('');
    });

    it('says it was unmarked when the member agrees', async () => {
      renderRated();
      await screen.findByRole('button', { name: 'Listened' });
      await userEvent.keyboard('c');
      const question = await screen.findByRole('dialog', { name: 'Remove your rating too?' });
      await userEvent.click(within(question).getByRole('button', { name: 'Mark as not listened' }));
      await waitFor(() => expect(announcement()).toBe('Unmarked Blue Hour as listened'));
      expect(screen.getByRole('button', { name: 'Mark as listened' })).toBeTruthy();
    });
  });
});
