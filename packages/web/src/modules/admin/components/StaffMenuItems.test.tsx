import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ItemFeatures } from '../../../app/ItemFeatures';
import { renderWithProviders, type TestMember } from '../../../test/renderWithProviders';
import type { ActionItem } from '../../listening';
import { ItemActions } from '../../listening';
import { AdminViewerQuery } from '../graphql/AdminQueries';

const member: TestMember = { id: '1', username: 'staffer', isAdmin: false, isSupporter: false };

const release: ActionItem = {
  __typename: 'Release',
  id: '7',
  title: 'Blue Hour',
  artistName: 'Blue Band',
  link: '/releases/7',
  mbReleaseGroupLink: null,
  youtubePlaylistId: null,
  currentUserHasChecked: false,
  currentUserDeepListened: false,
  isPurpleCheck: false,
  currentUserHasAddedToListenTo: false,
  currentUserHasLiked: false,
  currentUserHasLoved: false,
  currentUserHasFavorited: false,
  currentUserRating: null,
  numberOfChecks: 0,
  numberOfLikes: 0,
  numberOfLoves: 0,
  numberOfFavorites: 0,
};

const viewer = (isSupport: boolean) => ({
  request: { query: AdminViewerQuery },
  result: { data: { currentUser: { __typename: 'User', id: '1', isAdmin: false, isSupport } } },
});

function renderMenu(isSupport: boolean, item: ActionItem = release) {
  return renderWithProviders(
    <ItemFeatures>
      <ItemActions item={item} />
    </ItemFeatures>,
    { member, mocks: [viewer(isSupport)] },
  );
}

describe('the staff shortcuts of an item menu', () => {
  it('send support staff to the match and verify pages for this release', async () => {
    renderMenu(true);
    await userEvent.click(screen.getByRole('button', { name: 'More actions for this album' }));
    const match = await screen.findByRole('menuitem', { name: 'Match' });
    expect(match.getAttribute('href')).toBe('/admin/match?releaseId=7');
    expect(screen.getByRole('menuitem', { name: 'Verify' }).getAttribute('href')).toBe(
      '/admin/verify?releaseId=7',
    );
  });

  it('name a song by songId', async () => {
    const song: ActionItem = {
      ...release,
      __typename: 'Song',
      id: '42',
      link: '/songs/42',
      mbLink: null,
      youtubeId: null,
      preventUncheck: false,
    } as ActionItem;
    renderMenu(true, song);
    await userEvent.click(screen.getByRole('button', { name: 'More actions for this song' }));
    expect((await screen.findByRole('menuitem', { name: 'Match' })).getAttribute('href')).toBe(
      '/admin/match?songId=42',
    );
  });

  it('are not there for other members', async () => {
    const { cache } = renderMenu(false);
    await userEvent.click(screen.getByRole('button', { name: 'More actions for this album' }));
    expect(await screen.findByRole('menuitem', { name: 'Report a data problem' })).toBeTruthy();
    // Once the roles are in the cache the menu has rendered with them.
    await waitFor(() => expect(cache.readQuery({ query: AdminViewerQuery })?.currentUser).toBeTruthy());
    await screen.findByRole('menuitem', { name: "Play the songs' videos" });
    expect(screen.queryByRole('menuitem', { name: 'Match' })).toBeNull();
  });
});
