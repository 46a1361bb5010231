import { describe, expect, it } from 'vitest';
import { buildArtist, buildCheck, buildRelease, buildSession, buildSong } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const SONG = /* GraphQL */ `
  query songQuery($id: ID!) {
    song(id: $id) {
      id title link image duration
      artists { name } roles { role artist { name } }
      release { id title }
      currentUserHasChecked currentUserHasLoved currentUserRating
      users(status: LOVED) { edges { node { username } } }
    }
  }
`;

describe('song(id)', () => {
  it('answers the song with its release cover, credits and the member flags', async () => {
    const { db } = server.current;
    const artist = await buildArtist(db, { name: 'Singer' });
    const { release, songs } = await buildRelease(db, {
      artists: [artist],
      tracks: 1,
      image: 'https://img.test/a.jpg',
    });
    const song = songs[0];
    if (!song) throw new Error('no song');
    const { token, user } = await buildSession(db);
    await buildCheck(db, { user, song, reaction: 'LOVED', rating: 3 });

    const { body } = await server.current.graphql(SONG, { id: String(song.id) }, { token });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      song: {
        id: String(song.id),
        title: song.title,
        link: `/songs/${song.id}`,
        image: 'https://img.test/a.jpg',
        duration: null,
        artists: [{ name: 'Singer' }],
        roles: [{ role: 'MAIN', artist: { name: 'Singer' } }],
        release: { id: String(release.id), title: release.title },
        currentUserHasChecked: true,
        currentUserHasLoved: true,
        currentUserRating: 3,
        users: { edges: [{ node: { username: user.username } }] },
      },
    });
  });

  it('draws a cover for a song without a release and answers null for missing ids', async () => {
    const song = await buildSong(server.current.db, { durationMs: 61_600 });
    const { body } = await server.current.graphql<{
      song: { image: string; duration: number; release: null };
    }>('query S($id: ID!) { song(id: $id) { image duration release { id } } }', { id: String(song.id) });
    expect(body.data?.song).toEqual({ image: `/covers/songs/${song.id}.svg`, duration: 62, release: null });
    const missing = await server.current.graphql('query S($id: ID!) { song(id: $id) { id } }', {
      id: 'nope',
    });
    expect(missing.body).toEqual({ data: { song: null } });
  });
});
