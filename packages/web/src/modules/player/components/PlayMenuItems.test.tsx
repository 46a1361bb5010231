import type { MockLink } from '@apollo/client/testing';
import { Menu } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ReleaseSongsForPlayerQuery } from '../graphql/ReleaseSongsForPlayer';
import type { PlayableItem } from '../items';
import { currentItem } from '../queue';
import { getPlayerState, resetPlayer } from '../store';

import { PlayMenuItems } from './PlayMenuItems';

function renderMenu(item: PlayableItem, mocks: MockLink.MockedResponse[] = []) {
  return renderWithProviders(
    <Menu opened>
      <Menu.Target>
        <button type="button">menu</button>
      </Menu.Target>
      <Menu.Dropdown>
        <PlayMenuItems item={item} />
      </Menu.Dropdown>
    </Menu>,
    { mocks },
  );
}

const track = (id: string, youtubeId: string | null) => ({
  __typename: 'Track',
  id: `t${id}`,
  song: { __typename: 'Song', id, title: `Song ${id}`, artistName: 'Blue Band', youtubeId },
});

afterEach(() => {
  act(() => resetPlayer());
  vi.restoreAllMocks();
});

describe('the Play entries of an item menu', () => {
  it('play a song’s video, replacing the queue', async () => {
    renderMenu({
      __typename: 'Song',
      id: '5',
      title: 'Night Swim',
      artistName: 'Blue Band',
      youtubeId: 'abc',
    });
    await userEvent.click(screen.getByRole('menuitem', { name: 'Play video' }));
    expect(currentItem(getPlayerState())).toEqual({
      id: '5',
      artists: 'Blue Band',
      audioId: 'abc',
      audioType: 'youtube-video',
      title: 'Night Swim',
    });
  });

  it('offer nothing to play for a song without a video', () => {
    renderMenu({
      __typename: 'Song',
      id: '5',
      title: 'Night Swim',
      artistName: 'Blue Band',
      youtubeId: null,
    });
    expect(screen.queryByRole('menuitem')).toBeNull();
  });

  it('load a release’s songs with videos as a queue and play the first', async () => {
    const release: PlayableItem = {
      __typename: 'Release',
      id: '7',
      title: 'Blue Hour',
      artistName: 'Blue Band',
      youtubePlaylistId: 'OLAK5uy_x',
    };
    renderMenu(release, [
      {
        request: { query: ReleaseSongsForPlayerQuery, variables: { id: '7' } },
        result: {
          data: {
            release: {
              __typename: 'Release',
              id: '7',
              tracks: [track('1', null), track('2', 'v2'), track('3', 'v3')],
            },
          },
        },
      },
    ]);
    expect(screen.getByRole('menuitem', { name: 'Play playlist' })).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: "Play the songs' videos" }));
    await vi.waitFor(() => expect(getPlayerState().items.map((item) => item.audioId)).toEqual(['v2', 'v3']));
    expect(currentItem(getPlayerState())?.title).toBe('Song 2');
  });

  it('log "No audio to play" when none of a release’s songs has a video', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderMenu(
      { __typename: 'Release', id: '8', title: 'Quiet', artistName: 'Blue Band', youtubePlaylistId: null },
      [
        {
          request: { query: ReleaseSongsForPlayerQuery, variables: { id: '8' } },
          result: { data: { release: { __typename: 'Release', id: '8', tracks: [track('1', null)] } } },
        },
      ],
    );
    await userEvent.click(screen.getByRole('menuitem', { name: "Play the songs' videos" }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('No audio to play'));
    expect(currentItem(getPlayerState())).toBeNull();
  });
});
