import type { ListenDepth, ListenFilter, ListenToStatus, ReleaseSortBy } from '@earmark/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { Paging } from '../../graphql/paging.ts';

/** Reactions as the collection filters them (technical-contract §9); LISTENED means "no reaction". */
export const REACTION_FILTERS = ['FAVORITED', 'LIKED', 'LISTENED', 'LOVED'] as const;
export type ReactionFilter = (typeof REACTION_FILTERS)[number];

export type CollectionFilter = {
  ownerId: number;
  viewerId: number | null;
  type: 'RELEASE' | 'SONG';
  /** Exactly one of the two: the listened side, or the For Later side. */
  status: { listenDepth: ListenDepth } | { listenToStatus: ListenToStatus };
  reactions: readonly ReactionFilter[];
  includeFollowedLists: boolean;
  currentUserListenStatus: ListenFilter;
  sort: ReleaseSortBy;
  randomSeed: number;
};

const TABLES = {
  RELEASE: { state: sql.raw('user_releases'), key: sql.raw('release_id'), item: sql.raw('releases') },
  SONG: { state: sql.raw('user_songs'), key: sql.raw('song_id'), item: sql.raw('songs') },
} as const;

function listenedWhere(depth: ListenDepth, reactions: readonly ReactionFilter[]): SQL {
  const parts = [sql`s.checked_at is not null`];
  if (depth === 'DEEP_LISTENED') parts.push(sql`s.deep_listened`);
  if (depth === 'STANDARD_LISTENED') parts.push(sql`not s.deep_listened`);
  if (reactions.length > 0) {
    const named = reactions.filter((r) => r !== 'LISTENED');
    const either = [];
    if (named.length > 0)
      either.push(
        sql`s.reaction in (${sql.join(
          named.map((r) => sql`${r}`),
          sql`, `,
        )})`,
      );
    if (reactions.includes('LISTENED')) either.push(sql`s.reaction is null`);
    parts.push(sql`(${sql.join(either, sql` or `)})`);
  }
  return sql.join(parts, sql` and `);
}

function listenToWhere(status: ListenToStatus): SQL {
  if (status === 'UNLISTENED') return sql`s.listen_to = 'FIRST_LISTEN'`;
  if (status === 'RELISTEN') return sql`s.listen_to = 'LISTEN_AGAIN'`;
  return sql`s.listen_to is not null`;
}

/**
 * The owner's rows as (item id, date, rating): checks, or For Later entries, plus (for first
 * listens) what lists the owner follows hold that the owner has neither checked nor queued.
 */
function skeleton(f: CollectionFilter): SQL {
  const t = TABLES[f.type];
  if ('listenDepth' in f.status) {
    return sql`select s.${t.key} as item_id, s.checked_at as at, s.rating, true as checked from ${t.state} s
      where s.user_id = ${f.ownerId} and ${listenedWhere(f.status.listenDepth, f.reactions)}`;
  }
  const own = sql`select s.${t.key} as item_id, s.listen_to_added_at as at, s.rating,
      s.checked_at is not null as checked from ${t.state} s
    where s.user_id = ${f.ownerId} and ${listenToWhere(f.status.listenToStatus)}`;
  if (!f.includeFollowedLists || f.status.listenToStatus === 'RELISTEN') return own;
  return sql`${own} union all
    select li.${t.key}, min(lf.created_at), null::real, false from list_follows lf
      join list_items li on li.list_id = lf.list_id and li.${t.key} is not null
    where lf.user_id = ${f.ownerId} and not exists (select 1 from ${t.state} x
      where x.user_id = ${f.ownerId} and x.${t.key} = li.${t.key}
        and (x.checked_at is not null or x.listen_to is not null))
    group by li.${t.key}`;
}

function viewerWhere(f: CollectionFilter): SQL {
  if (f.currentUserListenStatus === 'ALL') return sql`true`;
  const t = TABLES[f.type];
  // On one's own collection the skeleton already knows what is checked: no second lookup.
  const heard =
    f.viewerId === null
      ? sql`false`
      : f.viewerId === f.ownerId
        ? sql`k.checked`
        : sql`exists (select 1 from ${t.state} v where v.user_id = ${f.viewerId} and v.${t.key} = k.item_id
        and v.checked_at is not null)`;
  return f.currentUserListenStatus === 'LISTENED' ? heard : sql`not ${heard}`;
}

/** Every sort of §9; ties break on the id so pages never overlap. */
function orderBy(f: CollectionFilter): SQL {
  switch (f.sort) {
    case 'ARTIST_NAME_ASC':
      return sql`i.artist_name asc, i.title asc, i.id asc`;
    case 'ARTIST_NAME_DESC':
      return sql`i.artist_name desc, i.title desc, i.id desc`;
    case 'TITLE_ASC':
      return sql`i.title asc, i.id asc`;
    case 'TITLE_DESC':
      return sql`i.title desc, i.id desc`;
    case 'YEAR_NEWEST':
      return sql`i.year desc nulls last, i.id desc`;
    case 'YEAR_OLDEST':
      return sql`i.year asc nulls last, i.id asc`;
    case 'DATE_NEWEST':
      return sql`k.at desc, k.item_id desc`;
    case 'DATE_OLDEST':
      return sql`k.at asc, k.item_id asc`;
    case 'RATING_HIGHEST':
      return sql`k.rating desc nulls last, k.item_id desc`;
    case 'RATING_LOWEST':
      return sql`k.rating asc nulls last, k.item_id asc`;
    // A seeded hash: the same seed gives the same order on every page.
    case 'RANDOM':
      return sql`hashint4extended(k.item_id, ${f.randomSeed}), k.item_id`;
  }
}

/** One page of ids in order, and the total: the skeleton that loaders hydrate. */
export async function collectionPage(
  db: Db,
  f: CollectionFilter,
  { offset, limit }: Paging,
): Promise<{ ids: number[]; totalCount: number }> {
  const t = TABLES[f.type];
  // Only the item's own columns (artist, title, year) need the item table in the skeleton.
  const needsItem = /^(ARTIST|TITLE|YEAR)/.test(f.sort);
  const join = needsItem ? sql`join ${t.item} i on i.id = k.item_id` : sql``;
  const [rows, counted] = await Promise.all([
    selectRows<{ id: number }>(
      db,
      sql`with k as (${skeleton(f)}) select k.item_id as id from k ${join}
        where ${viewerWhere(f)} order by ${orderBy(f)} limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`with k as (${skeleton(f)}) select count(*)::int as n from k where ${viewerWhere(f)}`,
    ),
  ]);
  return { ids: rows.map((row) => Number(row.id)), totalCount: Number(counted[0]?.n ?? 0) };
}
