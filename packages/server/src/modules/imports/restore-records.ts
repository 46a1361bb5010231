import type { SourceType } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../errors.ts';
import type { ItemKey } from '../catalog/index.ts';
import { writeArtistFavorite } from '../listening/index.ts';
import { createList, setListInteraction } from '../lists/index.ts';
import { followUser, recommendItem } from '../social/index.ts';
import { emptyRow, mbidOrNull, textOrNull } from './import-row.ts';
import { matchRows } from './match-rows.ts';

/** What one record did: written, already there, or skipped with the reason the member reads. */
export type RecordOutcome = { written: boolean; skip: string | null };

type Ref = { type?: unknown; mbid?: unknown; title?: unknown; name?: unknown; artistName?: unknown };
type Value = Record<string, unknown>;

const DONE: RecordOutcome = { written: true, skip: null };
const THERE: RecordOutcome = { written: false, skip: null };
const skipped = (skip: string): RecordOutcome => ({ written: false, skip });
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const refName = (ref: Ref) =>
  `${String(ref.title ?? ref.name ?? '')}${ref.artistName ? ` by ${ref.artistName}` : ''}`;

/** An exported artist here: by MBID, then by the one artist of that name. */
async function findArtist(tx: Tx, ref: Ref): Promise<number | null> {
  const mbid = mbidOrNull(ref.mbid);
  const name = textOrNull(ref.name) ?? '';
  const rows = await selectRows<{ id: number; by_mbid: boolean }>(
    tx as Db,
    sql`select id, mbid::text = ${mbid} as by_mbid from artists
      where (${mbid}::text is not null and mbid::text = ${mbid}) or lower(name) = lower(${name})
      order by (mbid::text = ${mbid}) desc nulls last, id limit 2`,
  );
  if (rows[0]?.by_mbid) return rows[0].id;
  return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}

/** Exported releases, songs and artists matched as any import's rows are (MBID first, then names). */
async function findEntries(
  tx: Tx,
  userId: number,
  refs: Ref[],
): Promise<({ type: SourceType; id: number } | null)[]> {
  const itemRefs = refs.flatMap((ref, i) => (ref.type === 'ARTIST' ? [] : [{ ref, i }]));
  const rows = itemRefs.map(({ ref, i }) =>
    ref.type === 'RELEASE'
      ? {
          ...emptyRow(i, 'release'),
          artist: String(ref.artistName ?? ''),
          release: textOrNull(ref.title),
          releaseGroupMbid: mbidOrNull(ref.mbid),
        }
      : {
          ...emptyRow(i),
          artist: String(ref.artistName ?? ''),
          title: textOrNull(ref.title),
          recordingMbid: mbidOrNull(ref.mbid),
        },
  );
  const matches = await matchRows(tx as Db, userId, rows);
  const found: ({ type: SourceType; id: number } | null)[] = refs.map(() => null);
  itemRefs.forEach(({ i }, n) => {
    const match = matches[n];
    if (match?.kind === 'matched') found[i] = match.item;
  });
  for (const [i, ref] of refs.entries())
    if (ref.type === 'ARTIST') {
      const id = await findArtist(tx, ref);
      found[i] = id === null ? null : { type: 'ARTIST', id };
    }
  return found;
}

export async function restoreFavoriteArtist(tx: Tx, userId: number, value: Value): Promise<RecordOutcome> {
  const ref = (value.artist ?? {}) as Ref;
  const id = await findArtist(tx, ref);
  if (id === null) return skipped(`the artist ${refName(ref)} is not in this Earmark's catalog`);
  const [had] = await selectRows(
    tx as Db,
    sql`select 1 from user_artists where user_id = ${userId} and artist_id = ${id}`,
  );
  if (had) return THERE;
  await writeArtistFavorite(tx as Db, userId, id, true);
  if (text(value.favoritedAt))
    await tx.execute(sql`update user_artists set favorited_at = ${text(value.favoritedAt)}::timestamptz
      where user_id = ${userId} and artist_id = ${id}`);
  return DONE;
}

type ExportedEntry = { item?: Ref; description?: unknown };
type ExportedSection = { title?: unknown; description?: unknown; items?: ExportedEntry[] };

/**
 * Creates an exported list as the member's own (through the lists module's command): a list of
 * that name they already have is the same list. Entries not in this catalog are left out, said why.
 */
export async function restoreList(tx: Tx, userId: number, value: Value): Promise<RecordOutcome> {
  const name = textOrNull(value.name) ?? 'Untitled list';
  const kind = text(value.favoriteKind);
  const [had] = await selectRows(
    tx as Db,
    sql`select 1 from lists where created_by_user_id = ${userId}
      and (lower(name) = lower(${name}) or (${kind}::text is not null and favorite_kind::text = ${kind}))`,
  );
  if (had) return THERE;
  const parts: { title: string | null; description: string | null; items: ExportedEntry[] }[] = [
    { title: null, description: null, items: (value.items as ExportedEntry[] | undefined) ?? [] },
    ...((value.sections as ExportedSection[] | undefined) ?? []).map((s) => ({
      title: text(s.title) ?? '',
      description: text(s.description),
      items: s.items ?? [],
    })),
  ];
  const refs = parts.flatMap((part) => part.items.map((entry) => entry.item ?? {}));
  const found = await findEntries(tx, userId, refs);
  const missing: string[] = [];
  let n = 0;
  const entriesOf = (items: ExportedEntry[]) =>
    items.flatMap((entry) => {
      const item = found[n++];
      if (!item) {
        missing.push(refName(entry.item ?? {}));
        return [];
      }
      return [{ ...item, description: text(entry.description) }];
    });
  const [loose, ...sections] = parts.map((part) => ({ ...part, items: entriesOf(part.items) }));
  const list = await createList(
    tx as Db,
    userId,
    {
      name,
      description: text(value.description),
      image: text(value.image),
      url: text(value.url),
      tags: Array.isArray(value.tags) ? value.tags.map(String) : [],
      yearStart: typeof value.yearStart === 'number' ? value.yearStart : null,
      yearEnd: typeof value.yearEnd === 'number' ? value.yearEnd : null,
      isPersonal: value.isPersonal !== false,
      isRanked: value.isRanked === true,
      curator: text(value.curator),
    },
    {
      items: loose?.items ?? [],
      sections: sections.map((s) => ({ title: s.title ?? '', description: s.description, items: s.items })),
    },
  ).catch((error: unknown) => {
    if (error instanceof AppError) return error;
    throw error;
  });
  if (list instanceof AppError) return skipped(`the list "${name}" cannot be created: ${list.message}`);
  await tx.execute(sql`update lists set created_at = coalesce(${text(value.createdAt)}::timestamptz, created_at),
      updated_at = coalesce(${text(value.updatedAt)}::timestamptz, updated_at) where id = ${list.id}`);
  return missing.length === 0
    ? DONE
    : {
        written: true,
        skip: `restored without ${missing.length} entries not in this catalog: ${missing.slice(0, 5).join('; ')}`,
      };
}

async function memberId(tx: Tx, username: unknown): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(
    tx as Db,
    sql`select id from users where lower(username) = lower(${String(username ?? '')})`,
  );
  return row?.id ?? null;
}

/** A member followed, when a member of that username is on this Earmark. */
export async function restoreFollow(tx: Tx, userId: number, value: Value): Promise<RecordOutcome> {
  const id = await memberId(tx, value.username);
  if (id === null) return skipped(`no member called ${String(value.username)} on this Earmark`);
  if (id === userId) return skipped('that is you');
  const [had] = await selectRows(
    tx as Db,
    sql`select 1 from follows where follower_id = ${userId} and followee_id = ${id}`,
  );
  if (had) return THERE;
  try {
    await followUser(tx as Db, userId, id);
  } catch (error) {
    if (error instanceof AppError)
      return skipped(`${String(value.username)} cannot be followed: ${error.message}`);
    throw error;
  }
  await tx.execute(sql`update follows set created_at = coalesce(${text(value.since)}::timestamptz, created_at)
    where follower_id = ${userId} and followee_id = ${id}`);
  return DONE;
}

/** A list followed or liked, found by its name and its owner's username. */
export async function restoreListInteraction(
  tx: Tx,
  userId: number,
  value: Value,
  kind: 'follow' | 'like',
): Promise<RecordOutcome> {
  const owner = await memberId(tx, value.owner);
  const [list] = await selectRows<{ id: number }>(
    tx as Db,
    sql`select id from lists where lower(name) = lower(${String(value.name ?? '')}) and created_by_user_id = ${owner} order by id limit 1`,
  );
  if (!list) return skipped(`no list "${String(value.name)}" by ${String(value.owner)} on this Earmark`);
  const table = kind === 'follow' ? sql`list_follows` : sql`list_likes`;
  const [had] = await selectRows(
    tx as Db,
    sql`select 1 from ${table} where user_id = ${userId} and list_id = ${list.id}`,
  );
  if (had) return THERE;
  try {
    await setListInteraction(tx as Db, userId, list.id, kind, true);
  } catch (error) {
    if (error instanceof AppError) return skipped(error.message);
    throw error;
  }
  await tx.execute(sql`update ${table} set created_at = coalesce(${text(value.since)}::timestamptz, created_at)
    where user_id = ${userId} and list_id = ${list.id}`);
  return DONE;
}

/** A recommendation the member sent, again to the same member when they are friends here. */
export async function restoreRecommendation(
  tx: Tx,
  userId: number,
  item: ItemKey,
  value: Value,
): Promise<RecordOutcome> {
  const to = await memberId(tx, value.to);
  if (to === null) return skipped(`no member called ${String(value.to)} on this Earmark`);
  const column = item.type === 'SONG' ? sql`song_id` : sql`release_id`;
  const [had] = await selectRows(
    tx as Db,
    // One recommendation of an item to a member (recommendItem's rule): one already there is kept.
    sql`select 1 from recommendations where recommender_id = ${userId} and recipient_id = ${to}
      and ${column} = ${item.id}`,
  );
  if (had) return THERE;
  try {
    const [id] = await recommendItem(tx, {
      recommenderId: userId,
      recommendeeIds: [to],
      itemType: item.type,
      itemId: item.id,
      explanation: text(value.explanation),
    });
    await tx.execute(sql`update recommendations set created_at = coalesce(${text(value.createdAt)}::timestamptz, created_at)
      where id = ${id ?? 0}`);
  } catch (error) {
    if (error instanceof AppError && error.extensions.code === 'FORBIDDEN')
      return skipped(
        `${String(value.to)} is not your friend on this Earmark (recommendations go to friends)`,
      );
    throw error;
  }
  return DONE;
}
