import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { AudioQueueItem } from '../queue';
import { dispatchPlayer, getPlayerState, resetPlayer } from '../store';
import { type YouTubePlayerOptions, YT_STATE } from '../youtube';
import { VideoPlayerDock } from './VideoPlayerDock';

/** A stand-in for the YouTube IFrame API: records what the app asks and lets the test fire events. */
class FakePlayer {
  static last: FakePlayer | null = null;
  calls: string[] = [];
  playlist: string[] | null = null;
  playlistIndex = 0;
  constructor(
    public element: HTMLElement,
    public options: YouTubePlayerOptions,
  ) {
    FakePlayer.last = this;
    setTimeout(() => options.events?.onReady?.({ target: this }), 0);
  }
  emit(state: number) {
    act(() => this.options.events?.onStateChange?.({ data: state, target: this }));
  }
  loadVideoById(id: string) {
    this.calls.push(`video:${id}`);
  }
  loadPlaylist({ list }: { list: string }) {
    this.calls.push(`playlist:${list}`);
    this.playlist = ['a', 'b'];
    this.playlistIndex = 0;
  }
  playVideo() {
    this.calls.push('play');
  }
  pauseVideo() {
    this.calls.push('pause');
  }
  stopVideo() {
    this.calls.push('stop');
  }
  getPlaylist() {
    return this.playlist;
  }
  getPlaylistIndex() {
    return this.playlistIndex;
  }
  destroy() {}
}

const video = (id: string, title: string): AudioQueueItem => ({
  id,
  artists: 'Blue Band',
  audioId: `yt-${id}`,
  audioType: 'youtube-video',
  title,
});

beforeEach(() => {
  window.YT = { Player: FakePlayer as never };
});

afterEach(() => {
  act(() => resetPlayer());
  window.YT = undefined;
  FakePlayer.last = null;
  vi.restoreAllMocks();
});

describe('the video player', () => {
  it('stays out of the page until something plays', () => {
    renderWithProviders(<VideoPlayerDock />);
    expect(screen.queryByRole('region', { name: 'Video player' })).toBeNull();
  });

  it('plays a video at 400x225 and follows the player: playing, paused, ended', async () => {
    renderWithProviders(<VideoPlayerDock />);
    act(() =>
      dispatchPlayer({ type: 'playList', items: [video('1', 'Night Swim'), video('2', 'Low Tide')] }),
    );
    expect(await screen.findByRole('region', { name: 'Video player' })).toBeTruthy();
    await waitFor(() => expect(FakePlayer.last?.calls).toContain('video:yt-1'));
    const player = FakePlayer.last as FakePlayer;
    expect([player.options.width, player.options.height]).toEqual([400, 225]);
    expect(screen.getByTestId('player-title').textContent).toBe('Night Swim');

    player.emit(YT_STATE.PLAYING);
    expect(getPlayerState().status).toBe('playing');
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(player.calls).toContain('pause');
    player.emit(YT_STATE.PAUSED);
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(player.calls).toContain('play');

    // An ended video advances to the next queue item.
    player.emit(YT_STATE.ENDED);
    await waitFor(() => expect(player.calls).toContain('video:yt-2'));
    expect(screen.getByTestId('player-title').textContent).toBe('Low Tide');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    // The last one ending stops the player and hides it.
    player.emit(YT_STATE.ENDED);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Video player' })).toBeNull());
    expect(player.calls.at(-1)).toBe('stop');
  });

  it('lets a playlist move on by itself, then stops with Stop', async () => {
    renderWithProviders(<VideoPlayerDock />);
    act(() =>
      dispatchPlayer({
        type: 'play',
        item: {
          id: 'r1',
          artists: 'Blue Band',
          audioId: 'OLAK5uy_x',
          audioType: 'youtube-playlist',
          title: 'Blue Hour',
        },
      }),
    );
    await waitFor(() => expect(FakePlayer.last?.calls).toContain('playlist:OLAK5uy_x'));
    const player = FakePlayer.last as FakePlayer;
    player.emit(YT_STATE.ENDED);
    expect(getPlayerState().current).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(getPlayerState().current).toBeNull();
    await waitFor(() => expect(player.calls.at(-1)).toBe('stop'));
  });

  it("keeps as much room at the page's end as it covers, so the page's last lines can be scrolled above it", async () => {
    // The dock as a browser draws it: 290 px high (jsdom draws nothing).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 290 } as DOMRect);
    renderWithProviders(<VideoPlayerDock />);
    act(() => dispatchPlayer({ type: 'play', item: video('1', 'Night Swim') }));
    await screen.findByRole('region', { name: 'Video player' });
    const room = await screen.findByTestId('video-player-room');
    // Its height, its 16 px offset from the bottom and a gap.
    expect(room.style.height).toBe('322px');
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.queryByTestId('video-player-room')).toBeNull());
  });
});
