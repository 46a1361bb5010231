import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ImportRow } from '../import-row.ts';
import { detectFileFormat, detectFormat } from './detect.ts';
import { PLAIN_TEMPLATE } from './plain.ts';
import { readRows } from './read-rows.ts';
import { spotifyRow } from './spotify.ts';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../../test/fixtures/imports/${name}`, import.meta.url));

async function rowsOf(name: string): Promise<ImportRow[]> {
  const format = await detectFileFormat(fixture(name));
  if (!format) throw new Error(`${name}: no format`);
  const rows: ImportRow[] = [];
  for await (const row of readRows(format, fixture(name))) rows.push(row);
  return rows;
}

describe('history file formats', () => {
  it('tells each fixture format from its first bytes', async () => {
    const formats = await Promise.all(
      [
        'lastfm-export.csv',
        'lastfm-to-csv.csv',
        'listenbrainz.jsonl',
        'Streaming_History_Audio_2023.json',
        'endsong_0.json',
        'StreamingHistory_music_0.json',
        'rym-collection.csv',
        'plain.csv',
      ].map((name) => detectFileFormat(fixture(name))),
    );
    expect(formats).toEqual([
      'lastfm',
      'lastfm',
      'listenbrainz',
      'spotify',
      'spotify',
      'spotify',
      'rym',
      'plain',
    ]);
    expect(detectFormat(PLAIN_TEMPLATE)).toBe('plain');
    expect(detectFormat('track,album,artist,time,track id,album id,artist id\n')).toBe('lastfm');
    expect(detectFormat('[{"listened_at": 1, "track_metadata": {}}]')).toBe('listenbrainz');
    expect(detectFormat('hello world\nnot a history')).toBeNull();
    expect(detectFormat('{"some": "json"}')).toBeNull();
  });

  it('reads Last.fm scrobbles with their MBIDs and times, skipping a scrobble dated 1970', async () => {
    const rows = await rowsOf('lastfm-export.csv');
    expect(rows).toHaveLength(9);
    expect(rows[0]).toMatchObject({
      rowNumber: 1,
      kind: 'listen',
      artist: 'Pink Floyd',
      title: 'Time',
      release: 'The Dark Side of the Moon',
      recordingMbid: '41959321-f2bb-4580-aa19-16248fe665d3',
      skip: null,
    });
    expect(rows[0]?.listenedAt?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(rows[2]).toMatchObject({ artist: 'Björk', title: 'Jóga', recordingMbid: null });
    expect(rows[7]?.skip).toBe('the date is before 1990');
  });

  it("reads lastfm-to-csv's headerless artist,album,title,date rows as UTC", async () => {
    const rows = await rowsOf('lastfm-to-csv.csv');
    expect(rows.map((row) => [row.artist, row.title, row.listenedAt?.toISOString()])).toEqual([
      ['Pink Floyd', 'Breathe', '2023-11-14T21:55:00.000Z'],
      ['Pink Floyd', 'Speak to Me', '2023-11-14T21:54:00.000Z'],
      ['Radiohead', 'Paranoid Android', '2023-11-13T08:02:00.000Z'],
    ]);
  });

  it('reads ListenBrainz listens with additional_info and mbid_mapping MBIDs', async () => {
    const rows = await rowsOf('listenbrainz.jsonl');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      recordingMbid: '2d1201cf-59bb-4ffa-9f52-f5b3afa13346',
      releaseGroupMbid: 'f5093c06-23e3-404f-aeaa-40f72885ee3a',
      position: 7,
      durationMs: 469853,
    });
    expect(rows[0]?.listenedAt?.toISOString()).toBe(new Date(1700100000 * 1000).toISOString());
    expect(rows[1]).toMatchObject({
      recordingMbid: null,
      position: 9,
      title: 'Brain Damage - 2011 Remastered Version',
    });
    expect(rows[2]?.recordingMbid).toBe('76341a6e-bac9-4ab3-9d9a-3cf1c9ceac80');
    const feedback = await rowsOf('listenbrainz-feedback.jsonl');
    expect(feedback.map((row) => [row.recordingMbid?.slice(0, 8), row.reaction, row.skip])).toEqual([
      ['41959321', 'LOVED', null],
      ['7fef22bd', 'LOVED', null],
      ['747a79a7', null, 'hated on ListenBrainz: Earmark has no dislike'],
      ['00000000', 'LOVED', null],
    ]);
  });

  it("reads Spotify's streaming history, skipping podcasts and plays under 30 seconds", async () => {
    const rows = await rowsOf('Streaming_History_Audio_2023.json');
    expect(rows.map((row) => [row.title, row.skip])).toEqual([
      ['The Great Gig in the Sky', null],
      ['Money', 'played for less than 30 seconds'],
      [null, 'a podcast episode, not a track'],
      ['Karma Police', null],
    ]);
    expect(rows[0]).toMatchObject({
      artist: 'Pink Floyd',
      release: 'The Dark Side of the Moon',
      durationMs: 284133,
    });
    const old = await rowsOf('endsong_0.json');
    expect(old.map((row) => [row.title, row.listenedAt?.toISOString()])).toEqual([
      ['On the Run', '2019-03-02T10:11:12.000Z'],
      ['Eclipse', '2019-03-02T10:15:00.000Z'],
    ]);
  });

  it("reads the account data's streaming history: UTC minutes, no album, short plays skipped", async () => {
    const rows = await rowsOf('StreamingHistory_music_0.json');
    expect(
      rows.map((row) => [row.artist, row.title, row.release, row.listenedAt?.toISOString(), row.skip]),
    ).toEqual([
      ['Pink Floyd', 'Time', null, '2023-01-31T21:09:00.000Z', null],
      [
        'Pink Floyd',
        'The Great Gig in the Sky',
        null,
        '2023-01-31T21:10:00.000Z',
        'played for less than 30 seconds',
      ],
      ['Radiohead', 'Karma Police', null, '2023-02-01T07:45:00.000Z', null],
    ]);
    expect(rows[0]?.durationMs).toBe(413440);
    const podcast = spotifyRow(1, {
      endTime: '2023-01-31 08:00',
      podcastName: 'A Show',
      episodeName: 'Episode 1',
      msPlayed: 1_800_000,
    } as Parameters<typeof spotifyRow>[1]);
    expect(podcast.skip).toBe('a podcast episode, not a track');
    expect(
      spotifyRow(2, { endTime: 'yesterday', artistName: 'A', trackName: 'B', msPlayed: 60_000 }).skip,
    ).not.toBeNull();
  });

  it('reads a RateYourMusic collection: ratings out of 10 as half stars, wishlist entries skipped', async () => {
    const rows = await rowsOf('rym-collection.csv');
    expect(rows.map((row) => [row.kind, row.artist, row.release, row.rating, row.skip])).toEqual([
      ['release', 'Pink Floyd', 'The Dark Side of the Moon', 5, null],
      ['release', 'Radiohead', 'OK Computer', 4.5, null],
      ['release', 'Björk', 'Homogenic', null, 'a wishlist entry, not listened'],
      ['release', 'Unheard', 'Sessions Nobody Released', 3, null],
    ]);
    expect(rows[0]?.review).toBe('"Breathe, breathe in the air" and then the whole record, in the dark.');
  });

  it('reads the plain CSV: titled rows are listens, untitled ones releases; bad rows say why', async () => {
    const rows = await rowsOf('plain.csv');
    expect(
      rows.map((row) => [row.kind, row.title, row.release, row.rating, row.reviewDate, row.skip]),
    ).toEqual([
      ['listen', 'Time', 'The Dark Side of the Moon', null, '2024-03-01', null],
      ['release', null, 'The Dark Side of the Moon', 4.5, '2024-03-02', null],
      ['listen', 'No Surprises', 'OK Computer', 4, '2024-03-03', null],
      ['release', null, 'OK Computer', null, null, 'the rating is not 0.5 to 5 in half steps'],
      ['listen', 'Nameless', null, null, null, 'the artist is missing'],
    ]);
    expect(rows[1]?.listenedAt).toBeNull();
    expect(await readFile(fixture('plain.csv'), 'utf8')).toMatch(
      /^artist,title,release,date,rating,review\n/,
    );
  });
});
