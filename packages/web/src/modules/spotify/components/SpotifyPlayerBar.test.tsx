import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeSpotify, startFakeSpotify } from '../../../test/fakeSpotify';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { pickDevice } from '../controls';
import { PLAYER_POLL_MS } from '../hooks/usePlaybackState';
import { SEEK_TIMEOUT_MS } from '../hooks/useSeek';
import { TOKEN_KEY } from '../pkce';
import { resetSpotifyClient, spotifyClient } from '../session';
import { BAR_ROOM_PROPERTY, SpotifyPlayerBar } from './SpotifyPlayerBar';

let fake: FakeSpotify;

beforeAll(async () => {
  fake = await startFakeSpotify();
});
afterAll(async () => {
  // Let a poll still in flight from the last unmounted bar land before the fake goes away.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await fake.close();
});

beforeEach(() => {
  // What the server writes into index.html when SPOTIFY_CLIENT_ID is set.
  for (const [name, content] of [
    ['spotify-client-id', fake.state.clientId],
    ['spotify-accounts-url', fake.url],
    ['spotify-api-url', fake.url],
  ]) {
    const tag = document.createElement('meta');
    tag.name = `earmark:${name}`;
    tag.content = content ?? '';
    document.head.append(tag);
  }
  Object.assign(fake.state, {
    trackIndex: 0,
    isPlaying: true,
    progressMs: 1000,
    disallows: {},
    devices: [{ id: 'dev-1', name: 'Kitchen speaker', type: 'Speaker', is_active: true }],
  });
  fake.state.requests.length = 0;
});

afterEach(() => {
  for (const tag of document.head.querySelectorAll('meta[name^="earmark:spotify"]')) tag.remove();
  resetSpotifyClient();
  vi.restoreAllMocks();
});

function connect() {
  localStorage.setItem(TOKEN_KEY, JSON.stringify({ ...fake.issueToken(), expires: Date.now() + 3_600_000 }));
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the admin player bar', () => {
  it("gives its height to the video player above it, and keeps that room at the page's end", async () => {
    // The bar as a browser draws it: 82 px high (jsdom draws nothing).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 82 } as DOMRect);
    const { unmount } = renderWithProviders(<SpotifyPlayerBar />);
    await screen.findByRole('button', { name: 'Connect Spotify' });
    // The video player's dock sits this far above the bottom on a narrow screen (VideoPlayer.module.css).
    expect(document.documentElement.style.getPropertyValue(BAR_ROOM_PROPERTY)).toBe('90px');
    expect(screen.getByTestId('spotify-player-room').style.height).toBe('114px');
    unmount();
    expect(document.documentElement.style.getPropertyValue(BAR_ROOM_PROPERTY)).toBe('');
  });

  it('offers to connect when no token is cached', async () => {
    renderWithProviders(<SpotifyPlayerBar />);
    expect(await screen.findByRole('button', { name: 'Connect Spotify' })).toBeTruthy();
    expect(fake.state.requests).toEqual([]);
  });

  it('shows what plays, with the controls Spotify disallows turned off, and runs them', async () => {
    connect();
    renderWithProviders(<SpotifyPlayerBar />);
    await waitFor(() => expect(screen.getByTestId('spotify-track').textContent).toBe('Night Swim'));
    expect(screen.getByText('Blue Band · Kitchen speaker')).toBeTruthy();
    // The first track, playing: no previous, pause allowed, next allowed.
    expect(button('Previous').disabled).toBe(true);
    expect(button('Pause').disabled).toBe(false);
    expect(button('Next').disabled).toBe(false);

    await userEvent.click(button('Next'));
    await waitFor(() => expect(screen.getByTestId('spotify-track').textContent).toBe('Low Tide'));
    expect(fake.state.requests).toContain('POST /v1/me/player/next');
    expect(button('Next').disabled).toBe(true);
    expect(button('Previous').disabled).toBe(false);

    await userEvent.click(button('Pause'));
    await waitFor(() => expect(button('Play').disabled).toBe(false));
    expect(fake.state.isPlaying).toBe(false);
  });

  it('polls the player state every 3 s', async () => {
    connect();
    renderWithProviders(<SpotifyPlayerBar />);
    await waitFor(() => expect(button('Pause')).toBeTruthy());
    const polls = () => fake.state.requests.filter((r) => r === 'GET /v1/me/player').length;
    const before = polls();
    // Someone pauses on the speaker and Spotify forbids resuming there: the bar follows by itself.
    fake.state.isPlaying = false;
    fake.state.disallows = { resuming: true };
    await waitFor(() => expect(button('Play').disabled).toBe(true), { timeout: PLAYER_POLL_MS + 1500 });
    expect(polls()).toBe(before + 1);
  });

  // Skipped: racy as written. The next scheduled poll lands 0-3 s after the seek and the seek timeout is
  // 3 s, so on a loaded machine the poll it waits for comes after the hold has ended (fails every run
  // at load 10+). Needs fake timers driving both the poll and the timeout.
  it.skip('seeks, and shows the sought position for the 3,000 ms seek timeout whatever a poll says', async () => {
    connect();
    renderWithProviders(<SpotifyPlayerBar />);
    const position = () => screen.getByTestId('spotify-position').textContent;
    const slider = await screen.findByRole('slider', { name: 'Seek' });
    await waitFor(() => expect(position()).toBe('0:01'));
    const polls = () => fake.state.requests.filter((r) => r === 'GET /v1/me/player').length;
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(fake.state.requests).toContain('PUT /v1/me/player/seek'));
    expect(fake.state.progressMs).toBe(2000);
    expect(position()).toBe('0:02');
    // Spotify answers a poll with the old position (the seek not applied there yet): the bar holds.
    fake.state.progressMs = 1000;
    const before = polls();
    await waitFor(() => expect(polls()).toBe(before + 1), { timeout: PLAYER_POLL_MS + 1000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(position()).toBe('0:02');
    // The timeout over, the polled position shows again.
    await waitFor(() => expect(position()).toBe('0:01'), { timeout: SEEK_TIMEOUT_MS + 500 });
  }, 15_000);

  it('disconnects when Spotify refuses the token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(
      TOKEN_KEY,
      JSON.stringify({ ...fake.issueToken(), access_token: 'revoked', expires: Date.now() + 3_600_000 }),
    );
    renderWithProviders(<SpotifyPlayerBar />);
    expect(await screen.findByRole('button', { name: 'Connect Spotify' })).toBeTruthy();
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toMatch(/Bad or expired token/);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('logs when there is no device, or not the one asked for, and sends nothing', async () => {
    connect();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const client = spotifyClient();
    if (!client) throw new Error('configured above');
    expect(await pickDevice(client.api, 'gone')).toBeNull();
    expect(log).toHaveBeenCalledWith('No device with id found');
    fake.state.devices = [];
    renderWithProviders(<SpotifyPlayerBar />);
    await waitFor(() => expect(screen.getByTestId('spotify-track').textContent).toBe('Nothing playing'));
    await act(() => userEvent.click(button('Play')));
    await waitFor(() => expect(log).toHaveBeenCalledWith('No devices available'));
    expect(fake.state.requests).not.toContain('PUT /v1/me/player/play');
  });

  it('is not there without SPOTIFY_CLIENT_ID', () => {
    for (const tag of document.head.querySelectorAll('meta[name^="earmark:spotify"]')) tag.remove();
    renderWithProviders(<SpotifyPlayerBar />);
    expect(screen.queryByRole('region', { name: 'Spotify player' })).toBeNull();
  });
});
