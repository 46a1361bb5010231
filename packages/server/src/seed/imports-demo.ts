import { sourceKey } from '../modules/imports/index.ts';
import type { TableBatch } from './bulk-insert.ts';
import { DEMO_USER } from './members.ts';

/** When the demo member's Last.fm import ran (fixed, so the seed writes the same rows every time). */
const STARTED = Date.UTC(2026, 10, 20, 19, 30, 0) / 1000;
const FINISHED = STARTED + 94;

/** Scrobbles no catalog holds (made-up names), left for the member to match or skip. */
const UNMATCHED = [
  {
    rowNumber: 212,
    artist: 'The Velvet Lanterns',
    title: 'Harbour Lights (Live at the Roundhouse)',
    release: 'Night Ferry',
    listenedAt: '2025-12-02T21:14:07.000Z',
  },
  {
    rowNumber: 388,
    artist: 'Mira Okonkwo',
    title: 'Glasshouse',
    release: null,
    listenedAt: '2025-12-09T19:02:51.000Z',
  },
  {
    rowNumber: 911,
    artist: 'Dust Orchard',
    title: 'Slow Return',
    release: 'Dust Orchard',
    listenedAt: '2025-12-21T22:40:33.000Z',
  },
];
const SKIPPED = {
  rowNumber: 17,
  artist: 'Unknown scrobbler',
  title: 'Untitled',
  release: null,
  listenedAt: '1970-01-01T00:00:00.000Z',
};

/** Rows the import looked up at MusicBrainz (the three above and two it found), and the scrobbles matched to what it found. */
const MUSICBRAINZ_LOOKUPS = UNMATCHED.length + 2;
const FETCHED = 4;

const summary = (row: { artist: string; title: string; release: string | null; listenedAt: string }) =>
  JSON.stringify({ ...row, rating: null, review: null, reviewDate: null, reaction: null });

/**
 * One finished Last.fm import of the demo member, so /settings/import shows a past import on the
 * first start: its counts (four scrobbles matched to songs found at MusicBrainz during the import),
 * three unmatched rows to review and one skipped row with its reason.
 */
export function writeDemoImport(jobs: TableBatch, rows: TableBatch): void {
  const total = 1240;
  const matched = total - UNMATCHED.length - 1;
  jobs.add(
    ...[1, DEMO_USER.id, 'lastfm', 'done', '', 'demolistener-lastfm-scrobbles.csv', 61_214, 61_214],
    ...[total, matched, UNMATCHED.length, 1, matched, 0, MUSICBRAINZ_LOOKUPS, FETCHED, total],
    ...[STARTED - 2, STARTED, FINISHED, FINISHED],
  );
  for (const row of UNMATCHED) {
    const { rowNumber, ...data } = row;
    rows.add(
      1,
      rowNumber,
      'unmatched',
      'not found in the catalog or at MusicBrainz',
      sourceKey('listen', row.artist, row.title),
      summary(data),
    );
  }
  const { rowNumber, ...data } = SKIPPED;
  rows.add(1, rowNumber, 'skipped', 'the date is before 1990', null, summary(data));
}
