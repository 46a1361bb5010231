import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { selectRows } from '../db/select-rows.ts';
import type { Tx } from '../db/transaction.ts';
import { mergedSources } from './upsert-sql.ts';

/**
 * Two catalog rows that turned out to be one MusicBrainz entity (MusicBrainz merged release group
 * or recording A into B, and both were already in the catalog): everything members made on A's
 * row moves to B's, by the rules written in README.md ("When MusicBrainz merges two entities"),
 * and A's row is deleted. Inside the caller's transaction.
 */
export type MergeKind = 'release' | 'song';

type KindTables = {
  itemType: 'RELEASE' | 'SONG';
  table: 'releases' | 'songs';
  state: 'user_releases' | 'user_songs';
  key: 'release_id' | 'song_id';
  /** Flags of the state row that are kept when either row has them. */
  flags: string[];
  queues: string[];
};

const KINDS: Record<MergeKind, KindTables> = {
  release: {
    itemType: 'RELEASE',
    table: 'releases',
    state: 'user_releases',
    key: 'release_id',
    flags: ['deep_listened', 'purple_check'],
    queues: ['MATCH_RELEASE', 'VERIFY_RELEASE'],
  },
  song: {
    itemType: 'SONG',
    table: 'songs',
    state: 'user_songs',
    key: 'song_id',
    flags: ['deep_listened'],
    queues: ['MATCH_RECORDING', 'VERIFY_RECORDING'],
  },
};

/** A reaction's strength: a favorite beats a love beats a like (none is 0). */
const strength = (column: string) =>
  `coalesce(array_position(array['LIKED','LOVED','FAVORITED']::reaction[], ${column}), 0)`;

export type MergeResult = { from: number; into: number; lists: number[] };

export async function mergeItems(tx: Tx, kind: MergeKind, from: number, into: number): Promise<MergeResult> {
  if (from === into) return { from, into, lists: [] };
  const { itemType, table, state, key, flags, queues } = KINDS[kind];
  // Lock both rows in id order, so two merges (or a merge and a member's write) cannot deadlock.
  await tx.execute(
    sql`select id from ${sql.raw(table)} where id in (${from}, ${into}) order by id for update`,
  );

  // 1. A member with state on both rows keeps one row, B's, combining the two.
  const aWinsRating = `(b.rating is null or (a.rating is not null
    and coalesce(a.rated_at, '-infinity') > coalesce(b.rated_at, '-infinity')))`;
  const aWinsReaction = `(${strength('a.reaction')} > ${strength('b.reaction')})`;
  const aWinsListenTo = `(b.listen_to is null or (a.listen_to is not null and a.listen_to_added_at < b.listen_to_added_at))`;
  await tx.execute(
    sql`update ${sql.raw(state)} b set
      checked_at = least(a.checked_at, b.checked_at),
      ${sql.raw(flags.map((f) => `${f} = a.${f} or b.${f}`).join(', '))},
      rating = case when ${sql.raw(aWinsRating)} then a.rating else b.rating end,
      rated_at = case when ${sql.raw(aWinsRating)} then a.rated_at else b.rated_at end,
      reaction = case when ${sql.raw(aWinsReaction)} then a.reaction else b.reaction end,
      reacted_at = case when ${sql.raw(aWinsReaction)} then a.reacted_at
        when ${sql.raw(strength('a.reaction'))} = ${sql.raw(strength('b.reaction'))} then least(a.reacted_at, b.reacted_at)
        else b.reacted_at end,
      listen_to = case when ${sql.raw(aWinsListenTo)} then a.listen_to else b.listen_to end,
      listen_to_added_at = case when ${sql.raw(aWinsListenTo)} then a.listen_to_added_at else b.listen_to_added_at end,
      updated_at = now()
    from ${sql.raw(state)} a
    where a.${sql.raw(key)} = ${from} and b.${sql.raw(key)} = ${into} and a.user_id = b.user_id`,
  );
  await tx.execute(
    sql`delete from ${sql.raw(state)} a using ${sql.raw(state)} b
      where a.${sql.raw(key)} = ${from} and b.${sql.raw(key)} = ${into} and a.user_id = b.user_id`,
  );
  await tx.execute(
    sql`update ${sql.raw(state)} set ${sql.raw(key)} = ${into} where ${sql.raw(key)} = ${from}`,
  );

  // 2. Logs (with their upvotes and notifications, which point at the log), recommendations and
  // the staff's history keep their ids and point at B.
  for (const owner of ['logs', 'recommendations', 'staff_actions'])
    await tx.execute(
      sql`update ${sql.raw(owner)} set ${sql.raw(key)} = ${into} where ${sql.raw(key)} = ${from}`,
    );
  await tx.execute(sql`delete from staff_claims where item_id = ${from}
    and queue in (${sql.join(
      queues.map((q) => sql`${q}`),
      sql`, `,
    )})`);

  // 3. List entries: a list holding both keeps the higher-placed entry (with the other's note when
  // it has none) and closes the gap.
  const dropped = await selectRows<{ list_id: number }>(
    tx,
    sql`with pairs as (
        select a.id as a_id, b.id as b_id, a.description as a_d, b.description as b_d,
          a.position < b.position as a_first
        from list_items a join list_items b on b.list_id = a.list_id
        where a.${sql.raw(key)} = ${from} and b.${sql.raw(key)} = ${into}
      ), kept as (
        update list_items k set description = coalesce(k.description, case when p.a_first then p.b_d else p.a_d end)
        from pairs p where k.id = case when p.a_first then p.a_id else p.b_id end
      )
      delete from list_items d using pairs p
      where d.id = case when p.a_first then p.b_id else p.a_id end
      returning d.list_id`,
  );
  await tx.execute(sql`update list_items set ${sql.raw(key)} = ${into} where ${sql.raw(key)} = ${from}`);
  const lists = [...new Set(dropped.map((r) => Number(r.list_id)))].sort((x, y) => x - y);
  if (lists.length > 0) {
    const ids = JSON.stringify(lists);
    const inLists = sql`list_id in (select value::int from jsonb_array_elements_text(${ids}::jsonb))`;
    await tx.execute(
      sql`update list_items i set position = r.n
        from (select id, (row_number() over (partition by list_id order by position, id) - 1)::int as n
              from list_items where ${inLists}) r
        where i.id = r.id and i.position <> r.n`,
    );
    await tx.execute(
      sql`update lists l set items_count = c.items, release_count = c.releases, song_count = c.songs
        from (select l2.id, count(i.id)::int as items, count(i.release_id)::int as releases, count(i.song_id)::int as songs
              from lists l2 left join list_items i on i.list_id = l2.id
              where l2.id in (select value::int from jsonb_array_elements_text(${ids}::jsonb))
              group by l2.id) c
        where l.id = c.id`,
    );
  }

  // 4. The catalog around the row: a release's songs link to B and its track list goes (B has the
  // group's); a song's tracks play B. Links add up.
  if (kind === 'release') {
    await tx.execute(sql`delete from tracks where release_id = ${from}`);
    await tx.execute(sql`update songs set release_id = ${into} where release_id = ${from}`);
  } else {
    await tx.execute(sql`update tracks set song_id = ${into} where song_id = ${from}`);
  }
  // Members' listens name the row they were matched to: B's from now on.
  await tx.execute(sql`update listens set ${sql.raw(key)} = ${into} where ${sql.raw(key)} = ${from}`);
  await tx.execute(
    sql`update ${sql.raw(table)} b set data_sources = ${sql.raw(mergedSources('b.data_sources', 'a.data_sources'))}
      from ${sql.raw(table)} a where a.id = ${from} and b.id = ${into}`,
  );
  await tx.execute(sql`delete from ${sql.raw(table)} where id = ${from}`);
  // The old id answers the surviving row from now on (and so do ids merged into the old one).
  await tx.execute(sql`insert into merged_items (item_type, from_id, into_id) values (${itemType}, ${from}, ${into})
    on conflict (item_type, from_id) do update set into_id = excluded.into_id, merged_at = now()`);
  await tx.execute(
    sql`update merged_items set into_id = ${into} where item_type = ${itemType} and into_id = ${from}`,
  );

  // 5. Counters recounted from the rows themselves.
  await tx.execute(
    sql`update ${sql.raw(table)} t set
        number_of_checks = (select count(checked_at)::int from ${sql.raw(state)} where ${sql.raw(key)} = ${into}),
        number_of_likes = (select count(*)::int from ${sql.raw(state)} where ${sql.raw(key)} = ${into} and reaction = 'LIKED'),
        number_of_loves = (select count(*)::int from ${sql.raw(state)} where ${sql.raw(key)} = ${into} and reaction = 'LOVED'),
        number_of_favorites = (select count(*)::int from ${sql.raw(state)} where ${sql.raw(key)} = ${into} and reaction = 'FAVORITED'),
        number_of_lists = (select count(distinct list_id)::int from list_items where ${sql.raw(key)} = ${into}),
        updated_at = now()
      where t.id = ${into}`,
  );
  await tx.execute(
    sql`update users u set number_of_checks =
        (select count(*)::int from user_releases where user_id = u.id and checked_at is not null)
        + (select count(*)::int from user_songs where user_id = u.id and checked_at is not null)
      where u.id in (select user_id from ${sql.raw(state)} where ${sql.raw(key)} = ${into})`,
  );
  return { from, into, lists };
}

/** The catalog row with this MBID, if any. */
export async function idForMbid(db: Db | Tx, kind: MergeKind, mbid: string): Promise<number | null> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from ${sql.raw(KINDS[kind].table)} where mbid = ${mbid}::uuid`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** The id a merged release's or song's old id now answers, if it was merged. */
export async function mergedInto(db: Db | Tx, kind: MergeKind, id: number): Promise<number | null> {
  const rows = await selectRows<{ into_id: number }>(
    db,
    sql`select into_id from merged_items where item_type = ${KINDS[kind].itemType} and from_id = ${id}`,
  );
  return rows[0] ? Number(rows[0].into_id) : null;
}
