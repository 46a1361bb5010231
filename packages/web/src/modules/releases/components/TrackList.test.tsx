import { useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackRowFieldsFragment } from '../../../graphql/generated/graphql';
import { renderWithProviders, type TestMember } from '../../../test/renderWithProviders';
import { reloadGuestChecks } from '../../accounts';
import { CheckSongMutation } from '../../listening';
import { ReleaseQuery } from '../graphql/releaseQuery';
import { TrackList } from './TrackList';

const member: TestMember = { id: '1', username: 'listener', isAdmin: false, isSupporter: false };

function track(position: number, song: Partial<TrackRowFieldsFragment['song']> = {}): TrackRowFieldsFragment {
  return {
    __typename: 'Track',
    id: `t${position}`,
    position,
    discNumber: 1,
    number: String(position),
    kind: 'AUDIO',
    title: `Song number ${position}`,
    duration: 180 + position,
    artists: [],
    song: {
      __typename: 'Song',
      id: `s${position}`,
      disambiguation: null,
      isVideo: false,
      title: `Song number ${position}`,
      artistName: 'Blue Band',
      link: `/songs/s${position}`,
      mbLink: null,
      youtubeId: null,
      preventUncheck: false,
      currentUserHasChecked: false,
      currentUserDeepListened: false,
      currentUserHasAddedToListenTo: false,
      currentUserHasLiked: false,
      currentUserHasLoved: false,
      currentUserHasFavorited: false,
      currentUserRating: null,
      numberOfLikes: 0,
      numberOfLoves: 0,
      numberOfFavorites: 0,
      ...song,
    },
  };
}

/** The release page's own query and cache: a row's write reaches the row through the normalised song. */
function ReleaseTracks() {
  const { data } = useQuery(ReleaseQuery, { variables: { id: 'r1' } });
  return data?.release ? <TrackList tracks={data.release.tracks} releaseArtistIds={[]} /> : null;
}

const releaseMock = (tracks: TrackRowFieldsFragment[]) => ({
  request: { query: ReleaseQuery, variables: { id: 'r1' } },
  result: {
    data: {
      release: {
        __typename: 'Release',
        id: 'r1',
        title: 'Blue Hour',
        disambiguation: null,
        year: 2001,
        releaseDate: null,
        image: '/covers/r1.jpg',
        imageBackup: null,
        genres: [],
        label: null,
        primaryType: 'ALBUM',
        secondaryTypes: [],
        artists: [],
        dataSources: [],
        numberOfChecks: 0,
        numberOfLikes: 0,
        numberOfLoves: 0,
        numberOfFavorites: 0,
        numberOfLists: 0,
        tracksCount: tracks.length,
        tracks,
      },
    },
  },
});

const rowActions = (title: string) => screen.getByRole('group', { name: `Song actions for ${title}` });

afterEach(() => {
  vi.restoreAllMocks();
  reloadGuestChecks();
});

describe('TrackList', () => {
  it('shows four tracks, then all of them, then four again', async () => {
    const tracks = [1, 2, 3, 4, 5, 6].map((n) => track(n));
    renderWithProviders(<TrackList tracks={tracks} releaseArtistIds={[]} />);

    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText('Song number 5')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show 2 More Tracks' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Song number 6' }).getAttribute('href')).toBe('/songs/s6');

    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('has no toggle when every track fits', async () => {
    renderWithProviders(<TrackList tracks={[1, 2, 3, 4].map((n) => track(n))} releaseArtistIds={[]} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /More Tracks|Show Less/ })).toBeNull();
  });

  it("shows each song's own state from the page's data", async () => {
    const tracks = [
      track(1, { currentUserHasChecked: true, currentUserHasLoved: true, currentUserRating: 4.5 }),
      track(2),
    ];
    renderWithProviders(<TrackList tracks={tracks} releaseArtistIds={[]} />, { member });
    const first = await screen.findByRole('group', { name: 'Song actions for Song number 1' });
    expect(
      within(first).getByRole('button', { name: 'Listened: Song number 1' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(first).getByRole('button', { name: 'Loved: Song number 1' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(first).getByRole('img', { name: 'Rated 4.5' })).toBeTruthy();
    // The small-screen reaction mark (hidden at this width, where the toggles show it).
    expect(first.querySelector('[role="img"][aria-label="Loved"]')).not.toBeNull();
    expect(
      within(rowActions('Song number 2'))
        .getByRole('button', { name: /^Mark as listened: / })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it("names the track in every button of its row (a screen reader hears 'Like: Song number 2')", async () => {
    renderWithProviders(<TrackList tracks={[track(1), track(2)]} releaseArtistIds={[]} />, { member });
    const row = await screen.findByRole('group', { name: 'Song actions for Song number 2' });
    const names = within(row)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Mark as listened: Song number 2',
      'Like: Song number 2',
      'Love: Song number 2',
      'Favorite: Song number 2',
      'More actions for Song number 2',
    ]);
  });

  it('checks a song from its row with checkSong, leaving the other rows alone', async () => {
    const checked = { ...track(2).song, currentUserHasChecked: true };
    const mock = {
      request: { query: CheckSongMutation, variables: { songId: 's2' } },
      delay: 20,
      result: vi.fn(() => ({ data: { checkSong: checked } })),
    };
    renderWithProviders(<ReleaseTracks />, {
      member,
      mocks: [releaseMock([1, 2, 3].map((n) => track(n))), mock],
    });
    await userEvent.click(
      within(await screen.findByRole('group', { name: 'Song actions for Song number 2' })).getByRole(
        'button',
        {
          name: /^Mark as listened: /,
        },
      ),
    );
    await waitFor(() => expect(mock.result).toHaveBeenCalledTimes(1));
    const listened = within(rowActions('Song number 2')).getByRole('button', { name: /^Listened: / });
    await waitFor(() => expect(listened.getAttribute('aria-pressed')).toBe('true'));
    expect(
      within(rowActions('Song number 1'))
        .getByRole('button', { name: /^Mark as listened: / })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('opens the song menu from a row: For Later, reactions and rating', async () => {
    renderWithProviders(<TrackList tracks={[track(1)]} releaseArtistIds={[]} />, { member });
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Song number 1' }));
    for (const name of [
      'Mark as listened',
      'Deep listen',
      'Rate',
      'Add to For Later',
      'Like',
      'Love',
      'Favorite',
    ]) {
      expect(await screen.findByRole('menuitem', { name })).toBeTruthy();
    }
  });

  it('keeps a guest check on the device and prompts to sign up for the rest', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    renderWithProviders(<TrackList tracks={[track(1)]} releaseArtistIds={[]} />, { member: null });
    const row = await screen.findByRole('group', { name: 'Song actions for Song number 1' });
    await userEvent.click(within(row).getByRole('button', { name: /^Love: / }));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Please sign up to love songs.' }));
    await userEvent.click(within(row).getByRole('button', { name: /^Mark as listened: / }));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sign up to save your data' }));
    expect(
      within(row)
        .getByRole('button', { name: /^Listened: / })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(localStorage.getItem('earmark.guestChecks')).toContain('"s1"');
  });

  it('cannot uncheck a song that prevents it', async () => {
    renderWithProviders(
      <TrackList
        tracks={[track(1, { currentUserHasChecked: true, preventUncheck: true })]}
        releaseArtistIds={[]}
      />,
      { member },
    );
    const row = await screen.findByRole('group', { name: 'Song actions for Song number 1' });
    expect(
      within(row)
        .getByRole('button', { name: /^Listened: / })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('shows the number printed on the medium, and counts each disc from 1', async () => {
    const vinyl = ['A1', 'A2', 'B1', 'B2'].map((number, i) => ({ ...track(i + 1), number }));
    const { unmount } = renderWithProviders(<TrackList tracks={vinyl} releaseArtistIds={[]} />);
    const sides = await screen.findAllByRole('listitem');
    expect(sides.map((row) => row.firstElementChild?.textContent)).toEqual(['A1', 'A2', 'B1', 'B2']);
    unmount();

    // A CD and a DVD: the DVD's first track is 2.1 (not 2.4), by its printed number or, without one, its place.
    const discs = [
      { ...track(1), number: '1' },
      { ...track(2), number: '2' },
      { ...track(3), number: '3' },
      { ...track(4), discNumber: 2, number: '1' },
      { ...track(5), discNumber: 2, number: null },
    ];
    renderWithProviders(<TrackList tracks={discs} releaseArtistIds={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show 1 More Track' }));
    expect(screen.getAllByRole('listitem').map((row) => row.firstElementChild?.textContent)).toEqual([
      '1.1',
      '1.2',
      '1.3',
      '2.1',
      '2.2',
    ]);
  });

  it('marks a music video, a pregap track and a data track, and shows the recording’s comment', async () => {
    const tracks = [
      { ...track(1, { disambiguation: 'original stereo mix' }), kind: 'PREGAP' as const, number: '0' },
      track(2, { isVideo: true }),
      { ...track(3), kind: 'DATA' as const },
    ];
    renderWithProviders(<TrackList tracks={tracks} releaseArtistIds={[]} />);
    const [pregap, video, data] = await screen.findAllByRole('listitem');
    expect(within(pregap as HTMLElement).getByText('Pregap')).toBeTruthy();
    expect(within(pregap as HTMLElement).getByText('(original stereo mix)')).toBeTruthy();
    expect(pregap?.firstElementChild?.textContent).toBe('0');
    expect(within(video as HTMLElement).getByText('Video')).toBeTruthy();
    expect(within(video as HTMLElement).queryByText('Pregap')).toBeNull();
    expect(within(data as HTMLElement).getByText('Data track')).toBeTruthy();
  });
});
