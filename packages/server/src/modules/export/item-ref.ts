import { type SQL, sql } from 'drizzle-orm';

/** How an export names a release or song: enough for another Earmark to find it again. */
export type ItemRef = {
  type: 'RELEASE' | 'SONG';
  id: string;
  mbid: string | null;
  title: string;
  artistName: string;
};

export type ArtistRef = { type: 'ARTIST'; id: string; mbid: string | null; name: string };

/** The columns an item ref is read from, for a row joined to releases `r` and songs `s`. */
export function itemRefColumns(typeColumn: SQL): SQL {
  return sql`${typeColumn}::text as item_type,
    coalesce(r.id, s.id) as item_id, coalesce(r.mbid, s.mbid)::text as item_mbid,
    coalesce(r.title, s.title) as item_title, coalesce(r.artist_name, s.artist_name) as item_artist`;
}

export type ItemRefRow = {
  item_type: string | null;
  item_id: number | null;
  item_mbid: string | null;
  item_title: string | null;
  item_artist: string | null;
};

export function itemRefOf(row: ItemRefRow): ItemRef | ArtistRef | null {
  if (row.item_id === null || row.item_type === null) return null;
  if (row.item_type === 'ARTIST')
    return { type: 'ARTIST', id: String(row.item_id), mbid: row.item_mbid, name: row.item_title ?? '' };
  return {
    type: row.item_type === 'SONG' ? 'SONG' : 'RELEASE',
    id: String(row.item_id),
    mbid: row.item_mbid,
    title: row.item_title ?? '',
    artistName: row.item_artist ?? '',
  };
}

/** The four CSV columns of an item. */
export const ITEM_CSV_HEADER = ['item_type', 'item_mbid', 'item_title', 'item_artist'];

export function itemCsv(ref: ItemRef | ArtistRef | null): unknown[] {
  if (!ref) return ['', '', '', ''];
  return ref.type === 'ARTIST'
    ? [ref.type, ref.mbid, ref.name, '']
    : [ref.type, ref.mbid, ref.title, ref.artistName];
}

/** A time as ISO 8601 UTC, whatever the driver answered (Date or text). */
export function iso(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : new Date(value).toISOString();
}
