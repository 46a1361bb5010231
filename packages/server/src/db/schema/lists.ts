import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { searchDocument, searchName } from './catalog.ts';
import { counter, createdAt, id, normalized, updatedAt } from './columns.ts';
import { favoriteListKind, sourceType } from './enums.ts';
import { artistReferenceColumn, itemReferenceColumns, oneItemRule } from './items.ts';

export const lists = pgTable(
  'lists',
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    image: text(),
    url: text(),
    tags: text().array().notNull().default(sql`'{}'`),
    yearStart: smallint(),
    yearEnd: smallint(),
    /** True when the member made the list; false when it reproduces an organisation's or person's. */
    isPersonal: boolean().notNull().default(true),
    isRanked: boolean().notNull().default(true),
    isOfficial: boolean().notNull().default(false),
    isFeatured: boolean().notNull().default(false),
    /** The charts list linked from the top bar. */
    isChart: boolean().notNull().default(false),
    /** Who made the original list, when it is not personal. */
    curator: text(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    favoriteKind: favoriteListKind(),
    itemsCount: counter(),
    releaseCount: counter(),
    songCount: counter(),
    numberOfLikes: counter(),
    numberOfFollows: counter(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lists_creator_idx').on(t.createdByUserId, t.updatedAt.desc()),
    index('lists_official_idx').on(t.yearEnd.desc().nullsLast(), t.id.desc()).where(sql`${t.isOfficial}`),
    index('lists_user_idx').on(t.yearEnd.desc().nullsLast(), t.id.desc()).where(sql`not ${t.isOfficial}`),
    index('lists_featured_idx').on(t.updatedAt.desc()).where(sql`${t.isFeatured}`),
    uniqueIndex('lists_chart_key').on(t.isChart).where(sql`${t.isChart}`),
    uniqueIndex('lists_favorite_kind_key')
      .on(t.createdByUserId, t.favoriteKind)
      .where(sql`${t.favoriteKind} is not null`),
    index('lists_name_trgm').using('gin', sql`${normalized(t.name)} gin_trgm_ops`),
    // search (modules/search): words and exact/prefix name lookups
    index('lists_search_tsv').using('gin', searchDocument(t.name)),
    index('lists_name_norm_idx').using('btree', searchName(t.name)),
    check('lists_curator_when_not_personal', sql`${t.isPersonal} or ${t.curator} is not null`),
    check(
      'lists_year_range',
      sql`(${t.yearStart} is null and ${t.yearEnd} is null) or (${t.yearStart} >= 1890 and ${t.yearStart} <= ${t.yearEnd})`,
    ),
    check(
      'lists_counts_nonnegative',
      sql`${t.itemsCount} >= 0 and ${t.releaseCount} >= 0 and ${t.songCount} >= 0 and ${t.numberOfLikes} >= 0 and ${t.numberOfFollows} >= 0`,
    ),
  ],
);

export const listSections = pgTable(
  'list_sections',
  {
    id: id(),
    listId: integer()
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    position: integer().notNull(),
  },
  (t) => [index('list_sections_list_idx').on(t.listId, t.position)],
);

/** An entry of a list; sectionId null is the "Unsectioned" area. */
export const listItems = pgTable(
  'list_items',
  {
    id: id(),
    listId: integer()
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    sectionId: integer().references(() => listSections.id, { onDelete: 'set null' }),
    itemType: sourceType().notNull(),
    ...itemReferenceColumns(),
    ...artistReferenceColumn(),
    position: integer().notNull(),
    description: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('list_items_list_idx').on(t.listId, t.position),
    uniqueIndex('list_items_release_key').on(t.listId, t.releaseId).where(sql`${t.releaseId} is not null`),
    uniqueIndex('list_items_song_key').on(t.listId, t.songId).where(sql`${t.songId} is not null`),
    uniqueIndex('list_items_artist_key').on(t.listId, t.artistId).where(sql`${t.artistId} is not null`),
    index('list_items_release_idx').on(t.releaseId).where(sql`${t.releaseId} is not null`),
    index('list_items_song_idx').on(t.songId).where(sql`${t.songId} is not null`),
    index('list_items_artist_idx').on(t.artistId).where(sql`${t.artistId} is not null`),
    check(
      'list_items_one_item',
      oneItemRule(t.itemType, { RELEASE: t.releaseId, SONG: t.songId, ARTIST: t.artistId }),
    ),
  ],
);

function listMemberTable(name: 'list_likes' | 'list_follows') {
  return pgTable(
    name,
    {
      userId: integer()
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      listId: integer()
        .notNull()
        .references(() => lists.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.listId] }),
      index(`${name}_list_idx`).on(t.listId, t.createdAt.desc()),
    ],
  );
}

export const listLikes = listMemberTable('list_likes');
export const listFollows = listMemberTable('list_follows');
