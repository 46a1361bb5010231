import { request } from 'node:http';
import { emptyAccessToken } from '@spotify/web-api-ts-sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeSpotify, startFakeSpotify } from '../../test/fakeSpotify';
import { createSpotifyClient, SPOTIFY_SCOPES } from './client';
import { TOKEN_KEY, VERIFIER_KEY } from './pkce';

let fake: FakeSpotify;
let redirectedTo: string | null = null;

beforeAll(async () => {
  fake = await startFakeSpotify();
});
afterAll(() => fake.close());
afterEach(() => {
  vi.restoreAllMocks();
  fake.state.expiresIn = 3600;
  fake.state.requests.length = 0;
  redirectedTo = null;
  window.history.replaceState({}, '', '/');
});

function newPage() {
  return createSpotifyClient(
    { clientId: fake.state.clientId, accountsUrl: fake.url, apiUrl: fake.url },
    {
      redirectionStrategy: {
        redirect: async (url) => {
          redirectedTo = String(url);
        },
        onReturnFromRedirect: async () => undefined,
      },
    },
  );
}

/** What the admin does on Spotify's consent page: Agree, back to the callback with ?code=. */
function approve(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      let html = '';
      res.on('data', (chunk) => {
        html += chunk;
      });
      res.on('end', () => resolve((/href="([^"]+)">Agree</.exec(html)?.[1] ?? '').replace(/&amp;/g, '&')));
    })
      .on('error', reject)
      .end();
  });
}

const cachedToken = () => JSON.parse(localStorage.getItem(TOKEN_KEY) ?? 'null');

function cacheToken(expiresInMs: number) {
  const token = fake.issueToken();
  localStorage.setItem(TOKEN_KEY, JSON.stringify({ ...token, expires: Date.now() + expiresInMs }));
  return token;
}

describe('connecting to Spotify (authorization code with PKCE)', () => {
  it('sends the admin to consent with a 128-character verifier and the two scopes, then trades the code', async () => {
    const first = newPage();
    expect(await first.auth.connect()).toBe(emptyAccessToken);
    const consent = new URL(redirectedTo ?? '');
    expect(`${consent.origin}${consent.pathname}`).toBe(`${fake.url}/authorize`);
    expect(consent.searchParams.get('scope')).toBe(SPOTIFY_SCOPES.join(' '));
    expect(consent.searchParams.get('scope')).toBe('user-read-playback-state user-modify-playback-state');
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consent.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/spotify/callback`);
    expect(JSON.parse(localStorage.getItem(VERIFIER_KEY) ?? '{}').verifier).toMatch(/^[A-Za-z0-9]{128}$/);

    const back = new URL(await approve(consent.toString()));
    window.history.replaceState({}, '', `${back.pathname}${back.search}`);
    const token = await newPage().auth.getOrCreateAccessToken();
    expect(token.access_token).toMatch(/^access-/);
    expect(fake.state.requests).toContain('token authorization_code');
    // Cached with its expiry, the code gone from the address, the verifier used up.
    expect(cachedToken().expires).toBeGreaterThan(Date.now() + 3_500_000);
    expect(window.location.search).toBe('');
    expect(localStorage.getItem(VERIFIER_KEY)).toBeNull();
    const state = await newPage().api.player.getPlaybackState();
    expect(state.item.name).toBe('Night Swim');
  });

  it('does not leave the page for Spotify while polling without a token', async () => {
    expect(await newPage().auth.getOrCreateAccessToken()).toBe(emptyAccessToken);
    expect(redirectedTo).toBeNull();
  });

  it('refuses a callback without a verifier, and says when the code exchange fails', async () => {
    window.history.replaceState({}, '', '/spotify/callback?code=forged');
    await expect(newPage().auth.getOrCreateAccessToken()).rejects.toThrow(
      "No verifier found in cache - can't validate query string callback parameters.",
    );
    localStorage.setItem(VERIFIER_KEY, JSON.stringify({ verifier: 'x'.repeat(128), expiresOnAccess: true }));
    await expect(newPage().auth.getOrCreateAccessToken()).rejects.toThrow(
      /^Failed to exchange code for token: .*invalid_grant/,
    );
  });
});

describe('the cached token', () => {
  it('is used as it is while it has more than 120 s to live', async () => {
    const token = cacheToken(121_000);
    await newPage().api.player.getPlaybackState();
    expect(fake.state.requests).not.toContain('token refresh_token');
    expect(cachedToken().access_token).toBe(token.access_token);
  });

  it('is renewed when it expires within 120 s, keeping the refresh token Spotify may leave out', async () => {
    const token = cacheToken(119_000);
    const state = await newPage().api.player.getPlaybackState();
    expect(state.is_playing).toBe(true);
    expect(fake.state.requests.filter((r) => r === 'token refresh_token')).toHaveLength(1);
    expect(cachedToken().access_token).not.toBe(token.access_token);
    expect(cachedToken().expires).toBeGreaterThan(Date.now() + 3_500_000);
  });

  it('logs "Failed to refresh token" when renewal fails, and is dropped once expired', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(
      TOKEN_KEY,
      JSON.stringify({ ...fake.issueToken(), refresh_token: 'revoked', expires: Date.now() + 60_000 }),
    );
    await newPage().api.player.getPlaybackState();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/Failed to refresh token: .*invalid_grant/);
    localStorage.setItem(TOKEN_KEY, JSON.stringify({ ...fake.issueToken(), expires: Date.now() - 1 }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await newPage().auth.getAccessToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe("the SDK's errors from the Web API", () => {
  it('names a refused token, rate limits, refused commands and other codes', async () => {
    localStorage.setItem(
      TOKEN_KEY,
      JSON.stringify({ ...fake.issueToken(), access_token: 'revoked', expires: Date.now() + 3_600_000 }),
    );
    await expect(newPage().api.player.getPlaybackState()).rejects.toThrow(/^Bad or expired token/);
    cacheToken(3_600_000);
    const { api } = newPage();
    fake.state.failNext = 429;
    await expect(api.player.getPlaybackState()).rejects.toThrow('The app has exceeded its rate limits.');
    fake.state.failNext = 500;
    await expect(api.player.getPlaybackState()).rejects.toThrow(/^Unrecognised response code: 500/);
    // Playing already: resuming is disallowed, and Spotify answers 403.
    await expect(api.player.startResumePlayback('dev-1')).rejects.toThrow(
      /^Bad OAuth request .*Restriction violated/,
    );
  });
});
