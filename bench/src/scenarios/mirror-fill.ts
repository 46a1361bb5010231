import { readFileSync } from 'node:fs';
import type pg from 'pg';

const SCHEMA = new URL(
  '../../../packages/server/test/fixtures/musicbrainz-mirror/schema.sql',
  import.meta.url,
);
const TYPE_ROWS = new URL(
  '../../../packages/server/test/fixtures/musicbrainz-mirror/rows.sql',
  import.meta.url,
);

/** A deterministic MBID from a kind and a number (md5 as a uuid). */
const gid = (kind: string, n: string) => `md5('${kind}' || ${n})::uuid`;

/**
 * Fills a MusicBrainz mirror's tables (the test's schema subset) with `size` release groups in the
 * shape of the real catalog, with set-based generate_series inserts: 1.2 releases a group (every
 * fifth group also has a bootleg release sharing its recordings), 1.25 media a release (8 tracks
 * each), a recording per official track (10 a group; MusicBrainz has 9.6), an artist per five
 * groups, genres on a third of the groups, a Discogs link on a tenth.
 */
export async function fillMirror(client: pg.Client, size: number): Promise<Record<string, number>> {
  await client.query(readFileSync(SCHEMA, 'utf8'));
  // The fixture's type rows only (artist types, release group types, statuses).
  const typeRows = readFileSync(TYPE_ROWS, 'utf8')
    .split('\n')
    .filter((line) =>
      /^INSERT INTO (artist_type|release_group_primary_type|release_group_secondary_type|release_status) VALUES/.test(
        line,
      ),
    );
  await client.query(`SET search_path = musicbrainz; ${typeRows.join('\n')}`);
  const artists = Math.max(100, Math.floor(size / 5));
  const officialMedia = size + Math.floor(size / 4);
  // Edits spread over 2010–2023, as in MusicBrainz (an hourly step's window holds few of them).
  const at = `'2010-01-01 00:00:00+00'::timestamptz + (random() * 5000)::int * interval '1 day'`;
  const statements = [
    `insert into artist (id, gid, name, sort_name, type, last_updated)
      select i, ${gid('artist', 'i')}, 'Artist ' || i, 'Artist ' || i, 1 + i % 2, ${at} from generate_series(1, ${artists}) i`,
    `insert into artist_credit (id, name, artist_count, gid)
      select i, 'Artist ' || i, 1, ${gid('credit', 'i')} from generate_series(1, ${artists}) i`,
    `insert into artist_credit_name (artist_credit, position, artist, name, join_phrase)
      select i, 0, i, 'Artist ' || i, '' from generate_series(1, ${artists}) i`,
    `insert into release_group (id, gid, name, artist_credit, type, last_updated)
      select g, ${gid('rg', 'g')}, 'Release group ' || g, 1 + (g::bigint * 7919) % ${artists}, 1 + g % 3, ${at}
      from generate_series(1, ${size}) g`,
    `insert into release_group_meta (id, release_count, first_release_date_year, first_release_date_month, first_release_date_day)
      select g, 1, 1960 + g % 60, 1 + g % 12, 1 + g % 28 from generate_series(1, ${size}) g`,
    `insert into genre (id, gid, name) select i, ${gid('genre', 'i')}, 'genre ' || i from generate_series(1, 50) i`,
    `insert into tag (id, name) select i, 'genre ' || i from generate_series(1, 50) i`,
    `insert into release_group_tag (release_group, tag, count, last_updated)
      select g, 1 + g % 50, 1 + g % 7, ${at} from generate_series(3, ${size}, 3) g`,
    `insert into url (id, gid, url) select g, ${gid('url', 'g')}, 'https://www.discogs.com/master/' || g
      from generate_series(10, ${size}, 10) g`,
    `insert into l_release_group_url (id, link, entity0, entity1) select g, 1, g, g from generate_series(10, ${size}, 10) g`,
    // Release g is group g's official release; release size + k the bootleg of group 5k.
    `insert into release (id, gid, name, artist_credit, release_group, status, last_updated)
      select g, ${gid('release', 'g')}, 'Release group ' || g, 1 + (g::bigint * 7919) % ${artists}, g, 1, ${at}
      from generate_series(1, ${size}) g
      union all
      select ${size} + k, ${gid('release', `(${size} + k)`)}, 'Release group ' || 5 * k, 1 + (5 * k::bigint * 7919) % ${artists}, 5 * k, 3, ${at}
      from generate_series(1, ${Math.floor(size / 5)}) k`,
    `insert into release_country (release, country, date_year, date_month, date_day)
      select r, 221, 1960 + r % 60, 1 + r % 12, 1 + r % 28 from generate_series(1, ${size + Math.floor(size / 5)}) r`,
    // Medium g: release g's first; medium size + k: release 4k's second; then the bootlegs' media.
    `insert into medium (id, release, position, track_count, gid, last_updated)
      select g, g, 1, 8, ${gid('medium', 'g')}, ${at} from generate_series(1, ${size}) g
      union all select ${size} + k, 4 * k, 2, 8, ${gid('medium', `(${size} + k)`)}, ${at}
        from generate_series(1, ${Math.floor(size / 4)}) k
      union all select ${officialMedia} + k, ${size} + k, 1, 8, ${gid('medium', `(${officialMedia} + k)`)}, ${at}
        from generate_series(1, ${Math.floor(size / 5)}) k`,
    // Recording (m - 1) * 8 + p is track p of official medium m.
    `insert into recording (id, gid, name, artist_credit, length, last_updated)
      select r, ${gid('recording', 'r')}, 'Recording ' || r, 1 + (r * 31) % ${artists}, 120000 + r % 240000, ${at}
      from generate_series(1, ${officialMedia * 8}) r`,
    `insert into recording_first_release_date (recording, year, month, day)
      select r, 1960 + r % 60, null, null from generate_series(1, ${officialMedia * 8}) r`,
    `insert into track (id, gid, recording, medium, position, number, name, artist_credit, length, last_updated)
      select r, ${gid('track', 'r')}, r, (r - 1) / 8 + 1, (r - 1) % 8 + 1, ((r - 1) % 8 + 1)::text,
        'Recording ' || r, 1 + (r * 31) % ${artists}, 120000 + r % 240000, ${at}
      from generate_series(1, ${officialMedia * 8}) r`,
    // A bootleg's tracks play its group's official recordings.
    `insert into track (id, gid, recording, medium, position, number, name, artist_credit, length, last_updated)
      select ${officialMedia * 8} + (k - 1) * 8 + p, ${gid('track', `(${officialMedia * 8} + (k - 1) * 8 + p)`)},
        (5 * k - 1) * 8 + p, ${officialMedia} + k, p, p::text, 'Recording ' || ((5 * k - 1) * 8 + p),
        1 + (5 * k::bigint * 7919) % ${artists}, null, ${at}
      from generate_series(1, ${Math.floor(size / 5)}) k cross join generate_series(1, 8) p`,
  ];
  for (const statement of statements) await client.query(`SET search_path = musicbrainz; ${statement}`);
  await client.query('SET search_path = musicbrainz; analyze');
  const counts: Record<string, number> = {};
  for (const table of ['release_group', 'release', 'medium', 'track', 'recording', 'artist']) {
    const result = await client.query<{ n: string }>(`select count(*)::text as n from musicbrainz.${table}`);
    counts[table] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}
