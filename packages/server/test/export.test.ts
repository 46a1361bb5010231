import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { listFollows, recommendations, userArtists } from '../src/db/schema/index.ts';
import { recordListens } from '../src/modules/listens/index.ts';
import {
  buildArtist,
  buildCheck,
  buildFollow,
  buildList,
  buildLog,
  buildRelease,
  buildSession,
  buildUser,
} from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

async function exportOf(token?: string) {
  return server.current.app.inject({
    url: '/api/export',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The CSV's lines as arrays of fields (the test rows hold no quotes across lines). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map(
      (line) =>
        line
          .match(/("([^"]|"")*"|[^,]*)(,|$)/g)
          ?.map((f) => f.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')) ?? [],
    )
    .map((fields) => (fields.slice(0, -1).length > 0 && fields.at(-1) === '' ? fields.slice(0, -1) : fields));
}

describe('GET /api/export', () => {
  it('refuses a guest with 401', async () => {
    const response = await exportOf();
    expect(response.statusCode).toBe(401);
    expect((await exportOf('not-a-session')).statusCode).toBe(401);
  });

  it('answers a zip with earmark.json (everything the member made) and one CSV per kind', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db, { user: await buildUser(db, { bio: 'Hi, "friends"' }) });
    const friend = await buildUser(db);
    const album = await buildRelease(db, {
      tracks: 2,
      title: 'Kid A',
      mbid: 'f0f6d8d0-0f6e-3a8b-9d14-0d0e1a9d5b3e',
    });
    const [song] = album.songs;
    if (!song) throw new Error('no song');
    await buildCheck(db, { user, release: album.release, rating: 4.5 });
    await buildCheck(db, { user, song, reaction: 'LOVED' });
    const artist = await buildArtist(db, { name: 'Radiohead' });
    await db.insert(userArtists).values({ userId: user.id, artistId: artist.id });
    await recordListens(
      db,
      user.id,
      [
        { listenedAt: new Date('2024-05-01T18:00:00Z'), artistName: song.artistName, trackName: song.title },
        {
          listenedAt: new Date('2024-05-01T18:05:00Z'),
          artistName: 'Nobody',
          trackName: 'Unknown, with a comma',
        },
      ],
      { source: 'lastfm' },
    );
    await buildLog(db, {
      user,
      release: album.release,
      date: '2024-05-02',
      review: 'Line one\nline two',
      rating: 5,
    });
    await buildList(db, {
      user,
      name: 'Best of 2000',
      items: [
        { release: album.release, description: 'Still the one' },
        { song, section: 'Songs', description: 'Opener' },
        { artist },
      ],
    });
    await buildFollow(db, user, friend);
    const friendsList = await buildList(db, { user: friend, name: 'Friend picks' });
    await db.insert(listFollows).values({ userId: user.id, listId: friendsList.id });
    await db.insert(recommendations).values([
      {
        recipientId: friend.id,
        recommenderId: user.id,
        itemType: 'RELEASE',
        releaseId: album.release.id,
        explanation: 'Try it',
      },
      {
        recipientId: user.id,
        recommenderId: friend.id,
        itemType: 'SONG',
        songId: song.id,
        response: 'Loved it',
      },
    ]);

    const response = await exportOf(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="earmark-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        'earmark.json',
        'favorite-artists.csv',
        'follows.csv',
        'listens.csv',
        'lists.csv',
        'logs.csv',
        'recommendations.csv',
        'releases.csv',
        'songs.csv',
      ].sort(),
    );
    const text = (name: string) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(files[name]);
    const data = JSON.parse(text('earmark.json'));
    expect(data).toMatchObject({ format: 'earmark-export', version: 1 });
    expect(data.profile).toMatchObject({ username: user.username, email: user.email, bio: 'Hi, "friends"' });
    const albumRef = {
      type: 'RELEASE',
      id: String(album.release.id),
      mbid: album.release.mbid,
      title: 'Kid A',
      artistName: album.release.artistName,
    };
    const songRef = {
      type: 'SONG',
      id: String(song.id),
      mbid: null,
      title: song.title,
      artistName: song.artistName,
    };
    expect(data.releases).toEqual([
      expect.objectContaining({ item: albumRef, rating: 4.5, purpleCheck: false }),
    ]);
    expect(data.songs).toEqual([expect.objectContaining({ item: songRef, reaction: 'LOVED' })]);
    expect(data.favoriteArtists).toEqual([
      expect.objectContaining({
        artist: { type: 'ARTIST', id: String(artist.id), mbid: null, name: 'Radiohead' },
      }),
    ]);
    expect(data.listens).toEqual([
      {
        listenedAt: '2024-05-01T18:00:00.000Z',
        artistName: song.artistName,
        trackName: song.title,
        releaseName: null,
        source: 'lastfm',
        durationMs: null,
        item: songRef,
      },
      {
        listenedAt: '2024-05-01T18:05:00.000Z',
        artistName: 'Nobody',
        trackName: 'Unknown, with a comma',
        releaseName: null,
        source: 'lastfm',
        durationMs: null,
        item: null,
      },
    ]);
    expect(data.logs).toEqual([
      expect.objectContaining({
        item: albumRef,
        date: '2024-05-02',
        review: 'Line one\nline two',
        rating: 5,
      }),
    ]);
    expect(data.lists).toEqual([
      expect.objectContaining({
        name: 'Best of 2000',
        items: [
          { item: albumRef, description: 'Still the one' },
          {
            item: { type: 'ARTIST', id: String(artist.id), mbid: null, name: 'Radiohead' },
            description: null,
          },
        ],
        sections: [{ title: 'Songs', description: null, items: [{ item: songRef, description: 'Opener' }] }],
      }),
    ]);
    expect(data.follows.members).toEqual([expect.objectContaining({ username: friend.username })]);
    expect(data.follows.lists).toEqual([
      expect.objectContaining({ name: 'Friend picks', owner: friend.username }),
    ]);
    expect(data.follows.likedLists).toEqual([]);
    expect(data.recommendationsSent).toEqual([
      expect.objectContaining({ item: albumRef, to: friend.username, explanation: 'Try it' }),
    ]);
    expect(data.recommendationsReceived).toEqual([
      expect.objectContaining({ item: songRef, from: friend.username, fromList: null, response: 'Loved it' }),
    ]);

    const listens = csvRows(text('listens.csv'));
    expect(listens[0]).toEqual([
      'listened_at',
      'artist_name',
      'track_name',
      'release_name',
      'source',
      'duration_ms',
      'item_type',
      'item_mbid',
      'item_title',
      'item_artist',
    ]);
    expect(listens[2]?.slice(0, 3)).toEqual(['2024-05-01T18:05:00.000Z', 'Nobody', 'Unknown, with a comma']);
    expect(text('listens.csv').startsWith('\uFEFF')).toBe(true);
    expect(
      csvRows(text('lists.csv'))
        .slice(1)
        .map((row) => row.slice(0, 3)),
    ).toEqual([
      ['Best of 2000', '', '1'],
      ['Best of 2000', '', '2'],
      ['Best of 2000', 'Songs', '1'],
    ]);
    expect(
      csvRows(text('follows.csv'))
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['member', 'list']);
    expect(
      csvRows(text('recommendations.csv'))
        .slice(1)
        .map((row) => row.slice(0, 2)),
    ).toEqual([
      ['sent', friend.username],
      ['received', friend.username],
    ]);
    expect(text('logs.csv')).toContain('"Line one\nline two"');
    expect(csvRows(text('releases.csv'))).toHaveLength(2);
    expect(csvRows(text('favorite-artists.csv'))[1]).toEqual(['', 'Radiohead', expect.any(String)]);
  });

  it('reads listens in batches: 4,500 listens all come out, oldest first', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    await db.execute(sql`insert into listens (user_id, listened_at, artist_name, track_name, source)
      select ${user.id}, timestamptz '2020-01-01' + n * interval '1 minute', 'Artist', 'Track ' || n, 'api'
      from generate_series(1, 4500) as n`);
    const files = unzipSync(new Uint8Array((await exportOf(token)).rawPayload));
    const data = JSON.parse(new TextDecoder().decode(files['earmark.json']));
    const names = data.listens.map((listen: { trackName: string }) => listen.trackName);
    expect(names).toHaveLength(4500);
    expect(names.slice(0, 2)).toEqual(['Track 1', 'Track 2']);
    expect(names.at(-1)).toBe('Track 4500');
    expect(new TextDecoder().decode(files['listens.csv']).trimEnd().split('\r\n')).toHaveLength(4501);
  });
});
