import type { ListenDepth, ListenFilter, ListenToStatus, ReleaseSortBy } from '@earmark/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { Paging } from '../../graphql/paging.ts';
import { collectionOrder, ITEM_KINDS, ITEM_SQL, type ItemKind, isItemSort } from '../catalog/index.ts';

/** Reactions as the collection filters them; LISTENED means "no reaction". */
export const REACTION_FILTERS = ['FAVORITED', 'LIKED', 'LISTENED', 'LOVED'] as const;
export type ReactionFilter = (typeof REACTION_FILTERS)[number];

export type CollectionFilter = {
  ownerId: number;
  viewerId: number | null;
  type: ItemKind;
  /** Exactly one of the two: the listened side, or the For Later side. */
  status: { listenDepth: ListenDepth } | { listenToStatus: ListenToStatus };
  reactions: readonly ReactionFilter[];
  includeFollowedLists: boolean;
  currentUserListenStatus: ListenFilter;
  sort: ReleaseSortBy;
  randomSeed: number;
};

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
  const t = ITEM_SQL[f.type];
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
  const t = ITEM_SQL[f.type];
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

/** The item's sort columns as the page sees them (alias i); songs have no release date. */
function orderBy(f: CollectionFilter): SQL {
  const item = {
    id: sql`i.id`,
    title: sql`i.title`,
    artistName: sql`i.artist_name`,
    year: sql`i.year`,
    ...(ITEM_KINDS[f.type].hasReleaseDate ? { releaseDate: sql`i.release_date` } : {}),
  };
  return collectionOrder(
    f.sort,
    item,
    { itemId: sql`k.item_id`, at: sql`k.at`, rating: sql`k.rating` },
    f.randomSeed,
  );
}

/** Sorts on the item's own columns (artist, title, year) need the item table in the skeleton. */
function sortsOnItem(f: CollectionFilter): boolean {
  return isItemSort(f.sort);
}

/** How a page sorted on item columns joins the items: by walking their sort index, or row by row. */
function itemJoin(f: CollectionFilter, rowsFirst: boolean): SQL {
  const t = ITEM_SQL[f.type];
  if (!sortsOnItem(f)) return sql``;
  if (!rowsFirst) return sql`join ${t.table} i on i.id = k.item_id`;
  // LIMIT keeps the subquery from being flattened into a join: one primary-key lookup per row,
  // never a scan of the whole catalog (which the planner's disk-minded costs would pick).
  return sql`cross join lateral (select ${t.sortColumns} from ${t.table} where id = k.item_id limit 1) i`;
}

/**
 * The page and count statements of a collection query (bench/src/scenarios/collection-plans.ts
 * explains them). `rowsFirst` makes the page read the member's rows, then look up their items.
 */
export function collectionStatements(
  f: CollectionFilter,
  { offset, limit }: Paging,
  rowsFirst = false,
): { page: SQL; count: SQL } {
  // The catalog's size as the planner last saw it; -1 (never analysed) reads as 0.
  const catalog = sql`(select greatest(reltuples, 0)::int from pg_class where oid = ${ITEM_KINDS[f.type].table}::regclass)`;
  return {
    page: sql`with k as (${skeleton(f)}) select k.item_id as id from k ${itemJoin(f, rowsFirst)}
        where ${viewerWhere(f)} order by ${orderBy(f)} limit ${limit} offset ${offset}`,
    count: sql`with k as (${skeleton(f)}) select count(*)::int as n, ${catalog} as catalog
        from k where ${viewerWhere(f)}`,
  };
}

/**
 * Whether to read a page sorted on item columns from the member's rows (n lookups, then a sort)
 * rather than by walking the catalog's sort index and probing the member's rows (about
 * 50 × catalog / n probes, and more when the rows bunch at the far end of the order). The
 * planner cannot see such bunching, so small collections always take the bounded path.
 */
export function readsRowsFirst(n: number, catalog: number): boolean {
  return n * n <= 200 * catalog;
}

/** How collectionPage reads a page, given the count statement's answer. */
export function pageReadsRowsFirst(f: CollectionFilter, n: number, catalog: number): boolean {
  return sortsOnItem(f) && (!ITEM_KINDS[f.type].hasSortIndexes || readsRowsFirst(n, catalog));
}

/** One page of ids in order, and the total: the skeleton that loaders hydrate. */
export async function collectionPage(
  db: Db,
  f: CollectionFilter,
  paging: Paging,
): Promise<{ ids: number[]; totalCount: number }> {
  type Counted = { n: number; catalog: number };
  let rows: { id: number }[];
  let counted: Counted | undefined;
  if (sortsOnItem(f)) {
    [counted] = await selectRows<Counted>(db, collectionStatements(f, paging).count);
    const n = Number(counted?.n ?? 0);
    const rowsFirst = pageReadsRowsFirst(f, n, Number(counted?.catalog ?? 0));
    // Past the end (or an empty collection) there is no page to read.
    rows =
      paging.offset >= n
        ? []
        : await selectRows<{ id: number }>(db, collectionStatements(f, paging, rowsFirst).page);
  } else {
    const statements = collectionStatements(f, paging);
    const [page, count] = await Promise.all([
      selectRows<{ id: number }>(db, statements.page),
      selectRows<Counted>(db, statements.count),
    ]);
    rows = page;
    counted = count[0];
  }
  return { ids: rows.map((row) => Number(row.id)), totalCount: Number(counted?.n ?? 0) };
}
