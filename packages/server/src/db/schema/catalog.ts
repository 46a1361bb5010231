import type { DataSourceType } from '@earmark/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { counter, createdAt, id, normalized, updatedAt } from './columns.ts';
import { artistType, releasePrimaryType, releaseSecondaryType, songRole, trackKind } from './enums.ts';

export type DataSource = { type: DataSourceType; url: string };

const dataSources = () => jsonb().$type<DataSource[]>().notNull().default([]);

export const artists = pgTable(
  'artists',
  {
    id: id(),
    mbid: uuid(),
    name: text().notNull(),
    sortName: text(),
    disambiguation: text(),
    /** MusicBrainz's artist type (Person, Group, Orchestra…); null when unknown. */
    type: artistType(),
    image: text(),
    profile: text(),
    dataSources: dataSources(),
    numberOfFavorites: counter(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('artists_mbid_key').on(t.mbid),
    index('artists_name_trgm').using('gin', sql`${normalized(t.name)} gin_trgm_ops`),
    // search (modules/search): words and exact/prefix name lookups
    index('artists_search_tsv').using('gin', searchDocument(t.name)),
    index('artists_name_norm_idx').using('btree', searchName(t.name)),
    check('artists_counts_nonnegative', sql`${t.numberOfFavorites} >= 0`),
  ],
);

/** Releases are MusicBrainz release groups: one row per album/single/EP, not per pressing. */
export const releases = pgTable(
  'releases',
  {
    id: id(),
    mbid: uuid(),
    title: text().notNull(),
    /** MusicBrainz's comment that tells same-named release groups apart. */
    disambiguation: text(),
    /** The credit as printed ("A & B feat. C"), for display, sorting and search. */
    artistName: text().notNull().default(''),
    year: smallint(),
    /** The first release date; a partial one ("1997") sorts as its first day. */
    releaseDate: date(),
    /** How much of releaseDate MusicBrainz wrote: 1 "1997", 2 "1997-05", 3 or null the full date. */
    releaseDatePrecision: smallint(),
    primaryType: releasePrimaryType().notNull().default('ALBUM'),
    secondaryTypes: releaseSecondaryType().array().notNull().default(sql`'{}'`),
    genres: text().array().notNull().default(sql`'{}'`),
    label: text(),
    image: text(),
    imageBackup: text(),
    thumb: text(),
    youtubePlaylistId: text(),
    dataSources: dataSources(),
    numberOfChecks: counter(),
    numberOfLikes: counter(),
    numberOfLoves: counter(),
    numberOfFavorites: counter(),
    numberOfLists: counter(),
    /** Admin: a MusicBrainz release was created for an item that had none. */
    mbCreated: boolean().notNull().default(false),
    mbVerified: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('releases_mbid_key').on(t.mbid),
    index('releases_newest_idx').on(t.releaseDate.desc().nullsLast(), t.id.desc()),
    index('releases_newest_albums_idx')
      .on(t.releaseDate.desc().nullsLast(), t.id.desc())
      .where(sql`${t.primaryType} = 'ALBUM'`),
    index('releases_needs_mb_idx').on(t.id).where(sql`${t.mbid} is null and not ${t.mbCreated}`),
    // (fillfactor 90, set by hand in migration 0003: the counter updates of listening writes stay HOT)
    // item sorts (modules/catalog/release-sort.ts), in their exact order: a large collection walks
    // the catalog in order and probes the member's rows, stopping after one page
    index('releases_year_newest_idx').on(
      t.year.desc().nullsLast(),
      t.releaseDate.desc().nullsLast(),
      t.id.desc(),
    ),
    index('releases_year_oldest_idx').on(
      t.year.asc().nullsLast(),
      t.releaseDate.asc().nullsLast(),
      t.id.asc(),
    ),
    index('releases_artist_title_idx').on(sql`lower(${t.artistName})`, sql`lower(${t.title})`, t.id),
    index('releases_title_idx').on(sql`lower(${t.title})`, t.id),
    index('releases_title_trgm').using('gin', sql`${normalized(t.title)} gin_trgm_ops`),
    index('releases_artist_name_trgm').using('gin', sql`${normalized(t.artistName)} gin_trgm_ops`),
    // search (modules/search): words of title and credit; exact/prefix title lookups
    index('releases_search_tsv').using('gin', searchDocument(t.title, t.artistName)),
    index('releases_title_norm_idx').using('btree', searchName(t.title)),
    check('releases_year_range', sql`${t.year} is null or ${t.year} between 1000 and 2999`),
    check(
      'releases_date_precision_range',
      sql`${t.releaseDatePrecision} is null or ${t.releaseDatePrecision} between 1 and 3`,
    ),
    check(
      'releases_counts_nonnegative',
      sql`${t.numberOfChecks} >= 0 and ${t.numberOfLikes} >= 0 and ${t.numberOfLoves} >= 0 and ${t.numberOfFavorites} >= 0 and ${t.numberOfLists} >= 0`,
    ),
  ],
);

/** Artist credits of a release, in order, with the join phrase that follows each name. */
export const releaseArtists = pgTable(
  'release_artists',
  {
    releaseId: integer()
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    artistId: integer()
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    creditedName: text().notNull(),
    joinPhrase: text().notNull().default(''),
    // The release's own values, copied by triggers in every statement that writes either table
    // (migration 0028), so an artist's discography and its counts are one range of these rows.
    // The defaults are never kept: an insert takes its release's values.
    releasePrimaryType: releasePrimaryType().notNull().default('ALBUM'),
    releaseSecondaryTypes: releaseSecondaryType().array().notNull().default(sql`'{}'`),
    releaseNoSecondary: boolean().notNull().generatedAlwaysAs(sql`cardinality(release_secondary_types) = 0`),
    releaseYear: smallint(),
    releaseDate: date(),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.position] }),
    index('release_artists_artist_idx').on(t.artistId, t.releaseId),
    // An artist's discography in its default order (modules/catalog/queries.ts); the migration
    // adds `include (release_secondary_types)`, which drizzle cannot spell, for the filter.
    index('release_artists_discography_idx').on(
      t.artistId,
      t.releasePrimaryType,
      t.releaseNoSecondary,
      t.releaseYear.desc().nullsLast(),
      t.releaseDate.desc().nullsLast(),
      t.releaseId.desc().nullsLast(),
    ),
  ],
);

/** Songs are MusicBrainz recordings; releaseId is the release their page links to. */
export const songs = pgTable(
  'songs',
  {
    id: id(),
    mbid: uuid(),
    title: text().notNull(),
    /** MusicBrainz's comment that tells same-named recordings apart ("live", "official music video"). */
    disambiguation: text(),
    artistName: text().notNull().default(''),
    releaseId: integer().references(() => releases.id, { onDelete: 'set null' }),
    year: smallint(),
    /** The first release date, with its precision as for releases. */
    releaseDate: date(),
    releaseDatePrecision: smallint(),
    /** MusicBrainz's video flag; null when no line said. */
    isVideo: boolean(),
    durationMs: integer(),
    /** The recording's ISRCs (upper case, no hyphens); imports add to them, never remove. */
    isrcs: text().array().notNull().default(sql`'{}'::text[]`),
    hideReleaseLink: boolean().notNull().default(false),
    preventUncheck: boolean().notNull().default(false),
    youtubeId: text(),
    dataSources: dataSources(),
    numberOfChecks: counter(),
    numberOfLikes: counter(),
    numberOfLoves: counter(),
    numberOfFavorites: counter(),
    numberOfLists: counter(),
    mbVerified: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('songs_mbid_key').on(t.mbid),
    index('songs_release_idx').on(t.releaseId),
    index('songs_title_trgm').using('gin', sql`${normalized(t.title)} gin_trgm_ops`),
    // search (modules/search): words of title and credit; exact/prefix title lookups
    index('songs_search_tsv').using('gin', searchDocument(t.title, t.artistName)),
    index('songs_title_norm_idx').using('btree', searchName(t.title)),
    // listen matching: a batch's ISRCs in one `isrcs && array[…]` probe
    index('songs_isrcs_idx').using('gin', t.isrcs),
    check(
      'songs_isrcs_format',
      sql`array_to_string(${t.isrcs}, ' ') ~ '^([A-Z]{2}[A-Z0-9]{3}[0-9]{7}( |$))*$'`,
    ),
    check(
      'songs_date_precision_range',
      sql`${t.releaseDatePrecision} is null or ${t.releaseDatePrecision} between 1 and 3`,
    ),
    check(
      'songs_counts_nonnegative',
      sql`${t.numberOfChecks} >= 0 and ${t.numberOfLikes} >= 0 and ${t.numberOfLoves} >= 0 and ${t.numberOfFavorites} >= 0 and ${t.numberOfLists} >= 0`,
    ),
  ],
);

/** A song's credits: performers and other roles, in order. Track artists are their song's. */
export const songArtists = pgTable(
  'song_artists',
  {
    songId: integer()
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    artistId: integer()
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    role: songRole().notNull().default('MAIN'),
    creditedName: text().notNull(),
    joinPhrase: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.songId, t.position] }),
    index('song_artists_artist_idx').on(t.artistId, t.songId),
  ],
);

export const tracks = pgTable(
  'tracks',
  {
    id: id(),
    releaseId: integer()
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    songId: integer()
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    /** 1-based position over the whole release (all discs). */
    position: smallint().notNull(),
    discNumber: smallint().notNull().default(1),
    /** The number as printed on the medium ("A1", "7"); null when MusicBrainz has none. */
    number: text(),
    /** An ordinary track, the hidden pregap track before track 1, or a data track. */
    kind: trackKind().notNull().default('AUDIO'),
    title: text().notNull(),
    durationMs: integer(),
  },
  (t) => [
    uniqueIndex('tracks_release_position_key').on(t.releaseId, t.position),
    index('tracks_song_idx').on(t.songId),
    check('tracks_position_positive', sql`${t.position} > 0 and ${t.discNumber} > 0`),
  ],
);

/**
 * A track's own credit, when MusicBrainz gives the track one ("J.S. Bach" on a track whose
 * recording credits its performer); a track without rows shows its song's performers.
 */
export const trackArtists = pgTable(
  'track_artists',
  {
    trackId: integer()
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    artistId: integer()
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    creditedName: text().notNull(),
    joinPhrase: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.trackId, t.position] }),
    index('track_artists_artist_idx').on(t.artistId, t.trackId),
  ],
);

// --- search (modules/search) -----------------------------------------------------------------

/** The words a search matches: the 'simple' configuration keeps every word, unstemmed. */
export function searchDocument(...columns: unknown[]): SQL {
  const text = sql.join(
    columns.map((column) => sql`${column}`),
    sql` || ' ' || `,
  );
  return sql`to_tsvector('simple'::regconfig, earmark_normalize(${text}))`;
}

/** The normalized name, byte-ordered so one btree serves exact and prefix lookups. */
export function searchName(column: unknown): SQL {
  return sql`earmark_normalize(${column}) text_pattern_ops`;
}

/**
 * Typo lexicon: every word of every searchable name (term) under itself and each one-letter
 * deletion of it (variant), so one equality lookup finds words one edit away. Filled by the
 * triggers of the search migration.
 */
export const searchTerms = pgTable(
  'search_terms',
  { variant: text().notNull(), term: text().notNull() },
  (t) => [index('search_terms_variant_idx').on(t.variant), index('search_terms_term_idx').on(t.term)],
);

/**
 * Totals too costly to count on each read ('albums': releases of primary type ALBUM, migration 0017;
 * 'public_checks': the checks of members whose listening is public, migration 0025), each spread
 * over 16 slots that triggers move in the writing statement (a backend adds to its own slot, so
 * concurrent writers do not queue on one row). A total is the sum.
 */
export const catalogCounts = pgTable(
  'catalog_counts',
  {
    name: text().notNull(),
    slot: smallint().notNull(),
    count: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'catalog_counts_pkey', columns: [t.name, t.slot] })],
);
