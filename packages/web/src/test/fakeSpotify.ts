import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A local stand-in for Spotify's accounts service (/authorize: a consent page, /api/token) and the Web API's player
 * endpoints (/v1/me/player, /play, /pause, /next, /previous, /devices), answering in Spotify's
 * documented JSON shapes and status codes, with CORS as the real hosts send it. Tests drive its
 * state; run as a script (FAKE_SPOTIFY_PORT) it serves the journeys.
 */

export type FakeDevice = { id: string; name: string; type: string; is_active: boolean };
export type FakeTrack = { id: string; name: string; artists: string[] };
export type Disallows = Partial<
  Record<'pausing' | 'resuming' | 'skipping_next' | 'skipping_prev' | 'seeking', boolean>
>;

export type FakeSpotifyState = {
  clientId: string;
  devices: FakeDevice[];
  tracks: FakeTrack[];
  trackIndex: number;
  isPlaying: boolean;
  /** Where the track is, in ms (a seek moves it; it does not advance by itself). */
  progressMs: number;
  /** Extra disallows on top of what the state implies (a paused player cannot pause…). */
  disallows: Disallows;
  /** expires_in of the tokens it hands out (Spotify: 3600). */
  expiresIn: number;
  /** The next Web API call answers this status instead (429, 500…). */
  failNext: number | null;
  requests: string[];
};

type Grant = { challenge: string; redirectUri: string };

function send(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

const apiError = (res: ServerResponse, status: number, message: string, reason?: string) =>
  send(res, status, { error: { status, message, ...(reason ? { reason } : {}) } });

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

const base64url = (buffer: Buffer) =>
  buffer.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export async function startFakeSpotify(port = 0) {
  const state: FakeSpotifyState = {
    clientId: 'earmark-test-client',
    devices: [{ id: 'dev-1', name: 'Kitchen speaker', type: 'Speaker', is_active: true }],
    tracks: [
      { id: 't1', name: 'Night Swim', artists: ['Blue Band'] },
      { id: 't2', name: 'Low Tide', artists: ['Blue Band', 'Guest'] },
    ],
    trackIndex: 0,
    isPlaying: true,
    progressMs: 1000,
    disallows: {},
    expiresIn: 3600,
    failNext: null,
    requests: [],
  };
  const codes = new Map<string, Grant>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();

  function issueToken() {
    const access = `access-${randomBytes(8).toString('hex')}`;
    const refresh = `refresh-${randomBytes(8).toString('hex')}`;
    accessTokens.add(access);
    refreshTokens.add(refresh);
    return {
      access_token: access,
      token_type: 'Bearer',
      scope: 'user-read-playback-state user-modify-playback-state',
      expires_in: state.expiresIn,
      refresh_token: refresh,
    };
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    state.requests.push(`token ${form.get('grant_type')}`);
    if (form.get('client_id') !== state.clientId)
      return send(res, 400, { error: 'invalid_client', error_description: 'Invalid client' });
    if (form.get('grant_type') === 'authorization_code') {
      const grant = codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (!grant || grant.redirectUri !== form.get('redirect_uri'))
        return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
      if (base64url(createHash('sha256').update(verifier).digest()) !== grant.challenge)
        return send(res, 400, { error: 'invalid_grant', error_description: 'code_verifier was incorrect' });
      codes.delete(form.get('code') ?? '');
      return send(res, 200, issueToken());
    }
    if (form.get('grant_type') === 'refresh_token') {
      if (!refreshTokens.has(form.get('refresh_token') ?? ''))
        return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
      return send(res, 200, issueToken());
    }
    return send(res, 400, { error: 'unsupported_grant_type', error_description: 'grant_type must be given' });
  }

  function authorize(url: URL, res: ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const challenge = url.searchParams.get('code_challenge') ?? '';
    if (
      url.searchParams.get('client_id') !== state.clientId ||
      url.searchParams.get('code_challenge_method') !== 'S256'
    )
      return send(res, 400, { error: 'invalid_request' });
    const code = `code-${randomBytes(8).toString('hex')}`;
    codes.set(code, { challenge, redirectUri });
    // Spotify's consent page: agreeing sends the browser back with the code.
    const back = `${redirectUri}?code=${code}`.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Spotify</title><h1>Connect to Earmark?</h1><a href="${back}">Agree</a>`);
  }

  const active = () => state.devices.find((device) => device.is_active) ?? null;

  function playbackState() {
    const device = active();
    if (!device) return null;
    const track = state.tracks[state.trackIndex];
    const disallows: Disallows = {
      ...(state.isPlaying ? { resuming: true } : { pausing: true }),
      ...(state.trackIndex === 0 ? { skipping_prev: true } : {}),
      ...(state.trackIndex >= state.tracks.length - 1 ? { skipping_next: true } : {}),
      ...state.disallows,
    };
    return {
      device: {
        ...device,
        is_private_session: false,
        is_restricted: false,
        volume_percent: 60,
        supports_volume: true,
      },
      repeat_state: 'off',
      shuffle_state: false,
      context: null,
      timestamp: Date.now(),
      progress_ms: state.progressMs,
      is_playing: state.isPlaying,
      item: track
        ? {
            type: 'track',
            id: track.id,
            name: track.name,
            uri: `spotify:track:${track.id}`,
            duration_ms: 200_000,
            artists: track.artists.map((name, i) => ({
              id: `a${i}`,
              name,
              type: 'artist',
              uri: `spotify:artist:a${i}`,
            })),
          }
        : null,
      currently_playing_type: 'track',
      actions: { disallows },
    };
  }

  /** Player commands: 404 for an unknown device, 403 when the action is not allowed now. */
  function command(res: ServerResponse, url: URL, action: keyof Disallows, apply: () => void) {
    const deviceId = url.searchParams.get('device_id');
    const device = deviceId ? state.devices.find((d) => d.id === deviceId) : active();
    if (!device)
      return apiError(res, 404, 'Player command failed: No active device found', 'NO_ACTIVE_DEVICE');
    for (const d of state.devices) d.is_active = d === device;
    if (playbackState()?.actions.disallows[action])
      return apiError(res, 403, 'Player command failed: Restriction violated', 'UNKNOWN');
    apply();
    return send(res, 204);
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!accessTokens.has(bearer)) return apiError(res, 401, 'Invalid access token');
    if (state.failNext) {
      const status = state.failNext;
      state.failNext = null;
      return apiError(res, status, status === 429 ? 'API rate limit exceeded' : 'Server error');
    }
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case 'GET /v1/me/player': {
        const body = playbackState();
        return body ? send(res, 200, body) : send(res, 204);
      }
      case 'GET /v1/me/player/devices':
        return send(res, 200, {
          devices: state.devices.map((d) => ({
            ...d,
            is_private_session: false,
            is_restricted: false,
            volume_percent: 60,
          })),
        });
      case 'PUT /v1/me/player/play':
        return command(res, url, 'resuming', () => {
          state.isPlaying = true;
        });
      case 'PUT /v1/me/player/pause':
        return command(res, url, 'pausing', () => {
          state.isPlaying = false;
        });
      case 'POST /v1/me/player/next':
        return command(res, url, 'skipping_next', () => {
          state.trackIndex += 1;
        });
      case 'PUT /v1/me/player/seek':
        return command(res, url, 'seeking', () => {
          state.progressMs = Number(url.searchParams.get('position_ms'));
        });
      case 'POST /v1/me/player/previous':
        return command(res, url, 'skipping_prev', () => {
          state.trackIndex -= 1;
        });
      default:
        return apiError(res, 404, 'Service not found');
    }
  }

  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'Authorization, Content-Type');
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') return send(res, 204);
    const url = new URL(req.url ?? '/', 'http://fake.spotify');
    state.requests.push(`${req.method} ${url.pathname}`);
    if (url.pathname === '/authorize') return authorize(url, res);
    if (url.pathname === '/api/token' && req.method === 'POST') return void token(req, res);
    if (url.pathname.startsWith('/v1/')) return void api(req, res, url);
    return send(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    /** A token as if the admin had connected earlier. */
    issueToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSpotify = Awaited<ReturnType<typeof startFakeSpotify>>;

// Run as a script for the journeys: `node --import tsx packages/web/src/test/fakeSpotify.ts`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeSpotify(Number(process.env.FAKE_SPOTIFY_PORT ?? 0));
  if (process.env.FAKE_SPOTIFY_CLIENT_ID) fake.state.clientId = process.env.FAKE_SPOTIFY_CLIENT_ID;
  console.log(`fake Spotify on ${fake.url}`);
}
