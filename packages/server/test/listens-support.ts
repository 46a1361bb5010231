import type { TestServer } from './test-server.ts';

/** The listen API's root, as a scrobbler is configured with it. */
export const LB = '/apis/listenbrainz/1';

/** The example listen of ListenBrainz's JSON documentation (docs/users/json.rst). */
export const RICK_ASTLEY = {
  recordingMbid: '98255a8c-017a-4bc7-8dd6-1fa36124572b',
  releaseMbid: 'bf9e91ea-8029-4a04-a26a-224e00a83266',
  listen: {
    listened_at: 1443521965,
    track_metadata: {
      additional_info: {
        media_player: 'Rhythmbox',
        submission_client: 'Rhythmbox ListenBrainz Plugin',
        submission_client_version: '1.0',
        release_mbid: 'bf9e91ea-8029-4a04-a26a-224e00a83266',
        artist_mbids: ['db92a151-1ac2-438b-bc43-b82e149ddd50'],
        recording_mbid: '98255a8c-017a-4bc7-8dd6-1fa36124572b',
        tags: ['you', 'just', 'got', 'rick rolled!'],
        duration_ms: 222000,
      },
      artist_name: 'Rick Astley',
      track_name: 'Never Gonna Give You Up',
      release_name: 'Whenever you need somebody',
    },
  },
};

/** A registered member's token obtained the way the settings page does: the mutation. */
export async function makeApiToken(server: TestServer, sessionToken: string): Promise<string> {
  const result = await server.graphql<{ regenerateApiToken: string }>(
    'mutation { regenerateApiToken }',
    {},
    { token: sessionToken },
  );
  const token = result.body.data?.regenerateApiToken;
  if (!token) throw new Error(`no token: ${JSON.stringify(result.body)}`);
  return token;
}

export async function submit(server: TestServer, token: string | null, body: unknown, raw = false) {
  const response = await server.app.inject({
    method: 'POST',
    url: `${LB}/submit-listens`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
    payload: raw ? (body as string) : JSON.stringify(body),
  });
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown>,
    headers: response.headers,
  };
}
