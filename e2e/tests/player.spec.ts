import type { Page } from '@playwright/test';
import { type FakeSpotify, startFakeSpotify } from '../../packages/web/src/test/fakeSpotify';
import { graphql, signUpMember, useSession } from '../support/api';
import { MOBILE } from '../support/devices';
import { expect, test } from '../support/test';

// There is no internet here: the YouTube IFrame API script and its embed pages are served by the
// test. The stand-in keeps YouTube's contract (YT.Player(element, {width, height, events}) replaces
// the element with an iframe, onReady, onStateChange with YT.PlayerState numbers) and lets the test
// end a video, as YouTube would.
const FAKE_IFRAME_API = `
window.__ytPlayers = [];
window.YT = {
  PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 },
  Player: class {
    constructor(element, options) {
      this.options = options;
      this.frame = document.createElement('iframe');
      this.frame.width = String(options.width);
      this.frame.height = String(options.height);
      this.frame.title = 'YouTube video player';
      element.replaceWith(this.frame);
      this.loaded = [];
      window.__ytPlayers.push(this);
      setTimeout(() => options.events.onReady({ target: this }), 0);
    }
    fire(state) { this.options.events.onStateChange({ data: state, target: this }); }
    loadVideoById(id) {
      this.loaded.push(id);
      this.frame.src = 'https://www.youtube.com/embed/' + id + '?enablejsapi=1';
      setTimeout(() => this.fire(1), 50);
    }
    loadPlaylist({ list }) {
      this.loaded.push(list);
      this.frame.src = 'https://www.youtube.com/embed/videoseries?list=' + list;
      setTimeout(() => this.fire(1), 50);
    }
    playVideo() { setTimeout(() => this.fire(1), 10); }
    pauseVideo() { setTimeout(() => this.fire(2), 10); }
    stopVideo() {}
    getPlaylist() { return null; }
    getPlaylistIndex() { return -1; }
    destroy() {}
  },
};
window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady();
`;

async function fakeYouTube(page: Page) {
  const scripts: string[] = [];
  await page.route('https://www.youtube.com/iframe_api', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_IFRAME_API });
  });
  await page.route('https://www.youtube.com/embed/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title><p>video</p>' }),
  );
  return scripts;
}

type Track = { song: { id: string; title: string; youtubeId: string | null } };

/** A demo release whose songs include at least two with a video (the seed gives 40% of songs one). */
async function releaseWithVideos(page: Page) {
  const data = await graphql<{
    newestReleases: { edges: { node: { id: string; title: string; tracks: Track[] } }[] };
  }>(
    page,
    '{ newestReleases(limit: 40) { edges { node { id title tracks { song { id title youtubeId } } } } } }',
  );
  for (const { node } of data.newestReleases.edges) {
    const withVideo = node.tracks.map((track) => track.song).filter((song) => song.youtubeId);
    if (withVideo.length >= 2) return { ...node, songs: withVideo };
  }
  throw new Error('no demo release with two videos');
}

const ended = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __ytPlayers: { fire(s: number): void }[] }).__ytPlayers[0]?.fire(0),
  );

test.describe('the video player', () => {
  test('a member plays a song video and a release’s songs; ended videos advance', async ({ page }) => {
    const scripts = await fakeYouTube(page);
    await page.goto('/');
    const member = await signUpMember(page, 'viewer_');
    await useSession(page, member);
    const release = await releaseWithVideos(page);
    const [first, second] = release.songs;
    if (!first || !second) throw new Error('two songs expected');

    await page.goto(`/songs/${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The API script only loads once something plays.
    expect(scripts).toEqual([]);
    await page.getByRole('button', { name: 'Play video' }).click();
    const player = page.getByRole('region', { name: 'Video player' });
    await expect(player).toBeVisible();
    // The player shows as it asks for the script: the request may come a moment after it.
    await expect.poll(() => scripts.length).toBe(1);
    const frame = player.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      `https://www.youtube.com/embed/${first.youtubeId}?enablejsapi=1`,
    );
    const box = await frame.boundingBox();
    expect([box?.width, box?.height]).toEqual([400, 225]);
    await expect(player.getByTestId('player-title')).toHaveText(first.title);

    // The player's state follows YouTube's: playing, then paused.
    await player.getByRole('button', { name: 'Pause' }).click();
    await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();
    await player.getByRole('button', { name: 'Play' }).click();
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();

    // A song list: the release menu loads its songs with videos and plays the first.
    await page.goto(`/releases/${release.id}`);
    await page
      .getByRole('group', { name: 'Listening actions' })
      .getByRole('button', { name: 'More actions for this album' })
      .click();
    await page.getByRole('menuitem', { name: "Play the songs' videos" }).click();
    await expect(player.getByTestId('player-title')).toHaveText(first.title);
    await expect(player.getByRole('button', { name: 'Next' })).toBeEnabled();
    await ended(page);
    await expect(player.getByTestId('player-title')).toHaveText(second.title);
    await expect(frame).toHaveAttribute(
      'src',
      `https://www.youtube.com/embed/${second.youtubeId}?enablejsapi=1`,
    );

    // Stop clears the current item: the player leaves the page.
    await player.getByRole('button', { name: 'Stop' }).click();
    await expect(player).toBeHidden();
  });

  test('the player fits the screen and minimises to a bar, still playing', MOBILE, async ({ page }) => {
    await fakeYouTube(page);
    await page.goto('/');
    const release = await releaseWithVideos(page);
    const [first] = release.songs;
    if (!first) throw new Error('a song expected');
    await page.goto(`/songs/${first.id}`);
    await page.getByRole('button', { name: 'Play video' }).click();
    const player = page.getByRole('region', { name: 'Video player' });
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
    const width = page.viewportSize()?.width ?? 0;
    const open = await player.boundingBox();
    expect((open?.x ?? 0) + (open?.width ?? width + 1)).toBeLessThanOrEqual(width);
    expect((await player.locator('iframe').boundingBox())?.width ?? width + 1).toBeLessThanOrEqual(width);

    await player.getByRole('button', { name: 'Minimise' }).click();
    const bar = await player.boundingBox();
    expect(bar?.height ?? 999).toBeLessThan(80);
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(player.getByTestId('player-title')).toHaveText(first.title);
    await player.getByRole('button', { name: 'Show the video' }).click();
    expect((await player.boundingBox())?.height ?? 0).toBeGreaterThan(150);
  });
});

test.describe('the admin streaming player', () => {
  let spotify: FakeSpotify;
  test.beforeAll(async () => {
    spotify = await startFakeSpotify();
  });
  test.afterAll(async () => spotify?.close());

  /**
   * What the server serves with SPOTIFY_CLIENT_ID and SPOTIFY_ACCOUNTS_URL / SPOTIFY_API_URL set to
   * the fake (the server side of that is an API test): the meta tags in index.html and the fake's
   * origin in the CSP's connect-src. The journeys' server runs without them, so that the bar does
   * not sit over other journeys.
   */
  async function serveWithSpotify(page: Page) {
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (request.resourceType() !== 'document' || request.url().startsWith(spotify.url))
        return route.fallback();
      const response = await route.fetch();
      const tags = [
        ['spotify-client-id', spotify.state.clientId],
        ['spotify-accounts-url', spotify.url],
        ['spotify-api-url', spotify.url],
      ]
        .map(([name, value]) => `<meta name="earmark:${name}" content="${value}">`)
        .join('');
      const headers = { ...response.headers() };
      const csp = headers['content-security-policy'];
      if (csp) headers['content-security-policy'] = csp.replace('connect-src', `connect-src ${spotify.url}`);
      const body = (await response.text()).replace('</head>', `${tags}</head>`);
      return route.fulfill({ response, headers, body });
    });
  }

  test('an admin connects to Spotify and controls what plays', async ({ page }) => {
    // Its own steps take 16 s on a quiet machine: room for a busy one.
    test.setTimeout(90_000);
    await page.goto('/');
    const login = await graphql<{ login: { token: string; expiresAt: string } }>(
      page,
      'mutation { login(usernameOrEmail: "demolistener", password: "listen-to-more-music") { token expiresAt } }',
    );
    await serveWithSpotify(page);
    // Chromium asks before a page reaches another loopback port (the fake); Spotify's hosts are public.
    await page.context().grantPermissions(['local-network-access']);
    await useSession(page, { username: 'demolistener', ...login.login });
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Spotify player' });
    await bar.getByRole('button', { name: 'Connect Spotify' }).click();
    // Consent at the fake accounts service, back to /spotify/callback with a code, then home.
    await page.getByRole('link', { name: 'Agree' }).click();
    await expect.poll(() => spotify.state.requests).toContain('token authorization_code');
    expect(spotify.state.requests).toContain('GET /authorize');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(bar.getByTestId('spotify-track')).toHaveText('Night Swim');
    await expect(bar.getByText('Blue Band · Kitchen speaker')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await bar.getByRole('button', { name: 'Next' }).click();
    await expect(bar.getByTestId('spotify-track')).toHaveText('Low Tide');
    await expect(bar.getByRole('button', { name: 'Next' })).toBeDisabled();
    await bar.getByRole('button', { name: 'Pause' }).click();
    await expect(bar.getByRole('button', { name: 'Play' })).toBeEnabled();
    expect(spotify.state.isPlaying).toBe(false);

    // The token is cached: a new page is connected at once; a member never sees the bar.
    await page.reload();
    await expect(bar.getByTestId('spotify-track')).toHaveText('Low Tide');
    const member = await signUpMember(page, 'nospotify_');
    await useSession(page, member);
    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});
