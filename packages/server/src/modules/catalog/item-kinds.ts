import type { ItemType } from '@earmark/shared';
import type DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/open-db.ts';
import type { ItemRow, ItemStateRow, ReleaseRow, SongRow } from '../../db/rows.ts';
import { releases, songs } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { parseId } from '../../graphql/ids.ts';
import { forgetRelease } from './public-cache.ts';

/**
 * "Release or song" in one place: what differs between the two kinds of item a member checks,
 * rates, reacts to, saves For Later, logs, lists and recommends. Code that handles either kind
 * looks its facts up here instead of branching on the kind.
 */
export type ItemKind = ItemType;

/** One release or song. */
export type ItemKey<K extends ItemKind = ItemKind> = { type: K; id: number };

/** The row of each kind. */
export type RowOf<K extends ItemKind> = { RELEASE: ReleaseRow; SONG: SongRow }[K];

type CatalogLoaders = Context['loaders']['catalog'];

type ItemKindFacts = {
  /** The word members read ('release', 'song'), and the one staff pages use ('recording'). */
  noun: string;
  staffNoun: string;
  /** The catalog table, whose rows carry the item's counters (number_of_checks, _likes, …). */
  table: string;
  /** The members' state table (one row per member and item) and its item column. */
  stateTable: string;
  /** The item column of the state table, and of list items, logs' item rows and recommendations. */
  key: string;
  /** The same column as drizzle's row objects name it. */
  idField: 'releaseId' | 'songId';
  /** Only releases hold a purple check (a song's state has no such column). */
  hasPurpleCheck: boolean;
  /** Only songs may refuse an uncheck (a song on a checked release): the SQL that reads the flag. */
  preventUncheck: string;
  /** The item columns a collection page sorts on (songs have no release date). */
  sortColumns: string;
  hasReleaseDate: boolean;
  /**
   * Whether the catalog table has sort indexes a collection page may walk (songs have none: ten
   * million rows at the largest seed size).
   */
  hasSortIndexes: boolean;
  /** This request's loader of the item's row. */
  row: (loaders: CatalogLoaders) => DataLoader<number, ItemRow | null>;
  /**
   * Drops this request's copy of the member's state of the item; with what a write stored (null:
   * no row left), primes it instead, saving a read.
   */
  forgetState: (
    loaders: CatalogLoaders,
    id: number,
    written?: { userId: number; stored: ItemStateRow | null },
  ) => void;
  /** This request's read of the signed-in member's state of the item (null: none, or a guest). */
  viewerState: (loaders: CatalogLoaders, id: number) => Promise<ItemStateRow | null>;
  /** Drops what this process shares between requests of the item (guests' copies). */
  forgetShared: (db: Db, id: number) => void;
};

export const ITEM_KINDS: Record<ItemKind, ItemKindFacts> = {
  RELEASE: {
    noun: 'release',
    staffNoun: 'release',
    table: 'releases',
    stateTable: 'user_releases',
    key: 'release_id',
    idField: 'releaseId',
    hasPurpleCheck: true,
    preventUncheck: 'false',
    sortColumns: 'id, year, release_date, artist_name, title',
    hasReleaseDate: true,
    hasSortIndexes: true,
    row: (loaders) => loaders.release,
    forgetState: (loaders, id, written) => {
      loaders.viewerRelease.clear(id);
      if (written) {
        const { userId, stored } = written;
        loaders.viewerRelease.prime(id, stored && { ...stored, userId, releaseId: id });
      }
    },
    viewerState: (loaders, id) => loaders.viewerRelease.load(id),
    forgetShared: forgetRelease,
  },
  SONG: {
    noun: 'song',
    staffNoun: 'recording',
    table: 'songs',
    stateTable: 'user_songs',
    key: 'song_id',
    idField: 'songId',
    hasPurpleCheck: false,
    preventUncheck: '(select s.prevent_uncheck from songs s where s.id = song_id)',
    sortColumns: 'id, year, artist_name, title',
    hasReleaseDate: false,
    hasSortIndexes: false,
    row: (loaders) => loaders.song,
    forgetState: (loaders, id, written) => {
      loaders.viewerSong.clear(id);
      if (written) {
        const { userId, stored } = written;
        if (stored === null) loaders.viewerSong.prime(id, null);
        else {
          const { purpleCheck: _releasesOnly, ...state } = stored;
          loaders.viewerSong.prime(id, { ...state, userId, songId: id });
        }
      }
    },
    viewerState: async (loaders, id) => {
      const state = await loaders.viewerSong.load(id);
      return state && { ...state, purpleCheck: false };
    },
    forgetShared: () => {},
  },
};

/** A kind's tables and columns as SQL identifiers, built once from the constants above. */
function sqlNames(kind: ItemKindFacts) {
  return {
    table: sql.raw(kind.table),
    state: sql.raw(kind.stateTable),
    key: sql.raw(kind.key),
    sortColumns: sql.raw(kind.sortColumns),
    purpleCheck: sql.raw(kind.hasPurpleCheck ? 'purple_check' : 'false as purple_check'),
    preventUncheck: sql.raw(kind.preventUncheck),
  };
}

export const ITEM_SQL = { RELEASE: sqlNames(ITEM_KINDS.RELEASE), SONG: sqlNames(ITEM_KINDS.SONG) };

/** The item as the pair of columns logs, list items, recommendations and audits hold (one set). */
export function itemColumns(item: ItemKey): { releaseId: number | null; songId: number | null } {
  return { releaseId: null, songId: null, [ITEM_KINDS[item.type].idField]: item.id };
}

/** The catalog table of each kind, for queries built with drizzle. */
export const ITEM_TABLES = { RELEASE: releases, SONG: songs } as const;

/** Whether a value (a cursor's part, say) names a kind. */
export function isItemKind(value: unknown): value is ItemKind {
  return typeof value === 'string' && Object.hasOwn(ITEM_KINDS, value);
}

/** The kind of a release or song row (only releases have a primary type). */
export function kindOf(item: ItemRow): ItemKind {
  return 'primaryType' in item ? 'RELEASE' : 'SONG';
}

export function notFound(type: ItemKind | 'ARTIST'): AppError {
  return new AppError('NOT_FOUND', `That ${type.toLowerCase()} does not exist.`);
}

/** A GraphQL ID naming an item; a malformed id is an item that does not exist. */
export function itemId(type: ItemKind | 'ARTIST', value: string | number): number {
  const id = parseId(value);
  if (id === null) throw notFound(type);
  return id;
}

/** This request's row of an item, or NOT_FOUND. */
export async function loadItem<K extends ItemKind>(ctx: Context, item: ItemKey<K>): Promise<RowOf<K>> {
  const row = await ITEM_KINDS[item.type].row(ctx.loaders.catalog).load(item.id);
  if (!row) throw notFound(item.type);
  return row as RowOf<K>;
}
