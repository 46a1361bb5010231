import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectFileFormat } from './detect.ts';
import { readEarmark } from './earmark.ts';
import { isEarmarkZipHead } from './earmark-json.ts';

const EXPORT = {
  format: 'earmark-export',
  version: 1,
  exportedAt: '2026-11-26T10:00:00.000Z',
  profile: { username: 'ada', bio: 'nested { "releases": [] }' },
  releases: [
    {
      item: {
        type: 'RELEASE',
        id: '1',
        mbid: 'f5093c06-23e3-404f-aeaa-40f72885ee3a',
        title: 'The Dark Side of the Moon',
        artistName: 'Pink Floyd',
      },
      checkedAt: '2024-01-02T10:00:00.000Z',
      rating: 4.5,
    },
  ],
  songs: [],
  listens: [
    {
      listenedAt: '2024-05-01T18:00:00.000Z',
      artistName: 'Pink Floyd',
      trackName: 'Time',
      releaseName: null,
      source: 'lastfm',
      durationMs: 413000,
      item: {
        type: 'SONG',
        id: '4',
        mbid: '41959321-f2bb-4580-aa19-16248fe665d3',
        title: 'Time',
        artistName: 'Pink Floyd',
      },
    },
  ],
  follows: { members: [{ username: 'bob', since: '2024-01-01T00:00:00.000Z' }], lists: [], likedLists: [] },
  recommendationsReceived: [{ item: null, from: 'bob' }],
};

/** A zip written the way the export writes it: streamed entries, earmark.json first. */
function streamedZip(json: unknown, extra: Record<string, string> = {}): Buffer {
  const parts: Uint8Array[] = [];
  const zip = new Zip((_error, chunk) => parts.push(chunk));
  for (const [name, text] of [['earmark.json', JSON.stringify(json)], ...Object.entries(extra)] as const) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(text), true);
  }
  zip.end();
  return Buffer.concat(parts);
}

async function rowsOf(zip: Buffer) {
  const rows = [];
  for await (const row of readEarmark(Readable.from([zip.subarray(0, 100), zip.subarray(100)])))
    rows.push(row);
  return rows;
}

describe('the Earmark export format', () => {
  it('is told from a zip whose earmark.json says "earmark-export", not from other zips or text', async () => {
    expect(isEarmarkZipHead(streamedZip(EXPORT, { 'releases.csv': 'a,b\n' }))).toBe(true);
    expect(isEarmarkZipHead(zipSync({ 'earmark.json': strToU8(JSON.stringify(EXPORT)) }))).toBe(true);
    expect(isEarmarkZipHead(streamedZip({ format: 'something-else', version: 1 }))).toBe(false);
    expect(isEarmarkZipHead(zipSync({ 'notes.txt': strToU8('{"format":"earmark-export"}') }))).toBe(false);
    expect(isEarmarkZipHead(Buffer.from('uts,utc_time,artist\n'))).toBe(false);
    const file = path.join(tmpdir(), `earmark-detect-${process.pid}.zip`);
    await writeFile(file, streamedZip(EXPORT));
    expect(await detectFileFormat(file)).toBe('earmark');
    await rm(file);
  });

  it('reads each record as a row in file order: items by MBID and names, listens, records', async () => {
    const rows = await rowsOf(streamedZip(EXPORT));
    expect(rows.map((row) => [row.kind, row.restore?.section, row.skip])).toEqual([
      ['release', 'releases', null],
      ['listen', undefined, null],
      ['record', 'follows.members', null],
      ['record', 'recommendationsReceived', 'a recommendation from bob is theirs to make: not restored'],
    ]);
    expect(rows[0]).toMatchObject({
      release: 'The Dark Side of the Moon',
      artist: 'Pink Floyd',
      releaseGroupMbid: 'f5093c06-23e3-404f-aeaa-40f72885ee3a',
    });
    expect(rows[1]).toMatchObject({
      title: 'Time',
      recordingMbid: '41959321-f2bb-4580-aa19-16248fe665d3',
      durationMs: 413000,
      listenedAt: new Date('2024-05-01T18:00:00.000Z'),
    });
  });

  it('refuses another format or version before the first record', async () => {
    await expect(rowsOf(streamedZip({ ...EXPORT, version: 2 }))).rejects.toThrow(
      'The export is version 2; this Earmark reads version 1.',
    );
    await expect(rowsOf(streamedZip({ ...EXPORT, format: 'other' }))).rejects.toThrow(
      'not an Earmark export',
    );
  });
});
