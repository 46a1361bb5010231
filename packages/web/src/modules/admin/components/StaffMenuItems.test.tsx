import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { ItemFeatures } from '../../../app/ItemFeatures';
import { renderWithProviders, type TestMember } from '../../../test/renderWithProviders';
import type { ActionItem } from '../../listening';
import { ItemActions } from '../../listening';
import { AdminViewerQuery } from '../graphql/AdminQueries';
import { RefreshReleaseFromMusicBrainz } from '../graphql/RefreshReleaseFromMusicBrainz';

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

  it('let staff refresh a release from MusicBrainz now, and say when MusicBrainz is not answering', async () => {
    const message = 'The MusicBrainz service cannot be reached right now. Please try again in a minute.';
    const refreshed = {
      __typename: 'Release',
      id: '7',
      title: 'Blue Hour',
      artistName: 'Blue Band',
      year: 1999,
      releaseDate: '1999',
      genres: [],
      label: null,
      image: '',
      thumb: '',
      tracksCount: 9,
    };
    renderWithProviders(
      <ItemFeatures>
        <ItemActions item={release} />
      </ItemFeatures>,
      {
        member,
        mocks: [
          viewer(true),
          {
            request: { query: RefreshReleaseFromMusicBrainz, variables: { id: '7' } },
            result: { data: { refreshReleaseFromMusicBrainz: refreshed } },
          },
          {
            request: { query: RefreshReleaseFromMusicBrainz, variables: { id: '7' } },
            result: { errors: [new GraphQLError(message, { extensions: { code: 'RATE_LIMITED' } })] },
          },
        ],
      },
    );
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    const open = () => userEvent.click(screen.getByRole('button', { name: 'More actions for this album' }));
    await open();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Refresh from MusicBrainz' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ message: 'Refreshed from MusicBrainz' }));
    await open();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Refresh from MusicBrainz' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message, color: 'red' })),
    );
    show.mockRestore();
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
