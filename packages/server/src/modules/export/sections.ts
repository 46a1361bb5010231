import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import { ITEM_CSV_HEADER, type ItemRefRow, iso, itemCsv, itemRefColumns, itemRefOf } from './item-ref.ts';
import { listsSection } from './lists-section.ts';
import { once, type Row, type Section } from './section.ts';
import { followSections, recommendationSections } from './social-sections.ts';

const STATE_HEADER = [
  ...ITEM_CSV_HEADER,
  'checked_at',
  'deep_listened',
  'rating',
  'rated_at',
  'reaction',
  'reacted_at',
  'listen_to',
  'listen_to_added_at',
];

type StateRow = ItemRefRow & {
  checked_at: Date | null;
  deep_listened: boolean;
  purple_check?: boolean;
  rating: number | null;
  rated_at: Date | null;
  reaction: string | null;
  reacted_at: Date | null;
  listen_to: string | null;
  listen_to_added_at: Date | null;
};

function stateOf(row: StateRow): Row {
  return {
    item: itemRefOf(row),
    checkedAt: iso(row.checked_at),
    deepListened: row.deep_listened,
    ...(row.purple_check === undefined ? {} : { purpleCheck: row.purple_check }),
    rating: row.rating,
    ratedAt: iso(row.rated_at),
    reaction: row.reaction,
    reactedAt: iso(row.reacted_at),
    listenTo: row.listen_to,
    listenToAddedAt: iso(row.listen_to_added_at),
  };
}

const stateCsv = (row: Row) => [
  [
    ...itemCsv(row.item as never),
    row.checkedAt,
    row.deepListened,
    row.rating,
    row.ratedAt,
    row.reaction,
    row.reactedAt,
    row.listenTo,
    row.listenToAddedAt,
  ],
];

const LISTEN_BATCH = 2000;

async function* listenBatches(db: Db, userId: number): AsyncIterable<Row[]> {
  let after = sql``;
  for (;;) {
    const rows = await selectRows<
      ItemRefRow & {
        id: string;
        listened_at: Date;
        artist_name: string;
        track_name: string;
        release_name: string | null;
        source: string;
        duration_ms: number | null;
      }
    >(
      db,
      sql`select l.id::text as id, l.listened_at, l.artist_name, l.track_name, l.release_name, l.source,
          l.duration_ms, ${itemRefColumns(sql`case when s.id is null then null else 'SONG' end`)}
        from listens l left join songs s on s.id = l.song_id left join releases r on false
        where l.user_id = ${userId} ${after}
        order by l.listened_at, l.id limit ${LISTEN_BATCH}`,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      listenedAt: iso(row.listened_at),
      artistName: row.artist_name,
      trackName: row.track_name,
      releaseName: row.release_name,
      source: row.source,
      durationMs: row.duration_ms,
      item: itemRefOf(row),
    }));
    const last = rows.at(-1);
    if (!last || rows.length < LISTEN_BATCH) return;
    after = sql`and (l.listened_at, l.id) > (${iso(last.listened_at)}::timestamptz, ${last.id}::bigint)`;
  }
}

/** Every kind, in earmark.json's order (modules/export/README.md). */
export const SECTIONS: Section[] = [
  {
    key: 'releases',
    csv: 'releases.csv',
    header: [...STATE_HEADER, 'purple_check'],
    batches: once(async (db, userId) =>
      (
        await selectRows<StateRow>(
          db,
          sql`select x.*, ${itemRefColumns(sql`'RELEASE'`)} from user_releases x
            join releases r on r.id = x.release_id left join songs s on false
            where x.user_id = ${userId} order by x.release_id`,
        )
      ).map(stateOf),
    ),
    csvLines: (row) => [[...(stateCsv(row)[0] ?? []), row.purpleCheck]],
  },
  {
    key: 'songs',
    csv: 'songs.csv',
    header: STATE_HEADER,
    batches: once(async (db, userId) =>
      (
        await selectRows<StateRow>(
          db,
          sql`select x.*, ${itemRefColumns(sql`'SONG'`)} from user_songs x
            join songs s on s.id = x.song_id left join releases r on false
            where x.user_id = ${userId} order by x.song_id`,
        )
      ).map(stateOf),
    ),
    csvLines: stateCsv,
  },
  {
    key: 'favoriteArtists',
    csv: 'favorite-artists.csv',
    header: ['artist_mbid', 'artist_name', 'favorited_at'],
    batches: once(async (db, userId) =>
      (
        await selectRows<{ id: number; mbid: string | null; name: string; favorited_at: Date }>(
          db,
          sql`select a.id, a.mbid::text as mbid, a.name, x.favorited_at from user_artists x
            join artists a on a.id = x.artist_id where x.user_id = ${userId} order by x.favorited_at, a.id`,
        )
      ).map((row) => ({
        artist: { type: 'ARTIST', id: String(row.id), mbid: row.mbid, name: row.name },
        favoritedAt: iso(row.favorited_at),
      })),
    ),
    csvLines: (row) => {
      const artist = row.artist as { mbid: string | null; name: string };
      return [[artist.mbid, artist.name, row.favoritedAt]];
    },
  },
  {
    key: 'listens',
    csv: 'listens.csv',
    header: [
      'listened_at',
      'artist_name',
      'track_name',
      'release_name',
      'source',
      'duration_ms',
      ...ITEM_CSV_HEADER,
    ],
    batches: listenBatches,
    csvLines: (row) => [
      [
        row.listenedAt,
        row.artistName,
        row.trackName,
        row.releaseName,
        row.source,
        row.durationMs,
        ...itemCsv(row.item as never),
      ],
    ],
  },
  {
    key: 'logs',
    csv: 'logs.csv',
    header: [
      ...ITEM_CSV_HEADER,
      'date',
      'rating',
      'review_title',
      'review',
      'gratitude',
      'listened_before',
      'was_deep_listen',
      'had_chills',
      'favorited',
      'liked',
      'loved',
      'created_at',
    ],
    batches: once(async (db, userId) =>
      (
        await selectRows<ItemRefRow & Row & { date: string | null; created_at: Date }>(
          db,
          sql`select l.date::text as date, l.rating, l.review, l.review_title, l.gratitude, l.listened_before,
              l.was_deep_listen, l.had_chills, l.favorited, l.liked, l.loved, l.created_at,
              ${itemRefColumns(sql`l.item_type`)}
            from logs l left join releases r on r.id = l.release_id left join songs s on s.id = l.song_id
            where l.user_id = ${userId} order by l.created_at, l.id`,
        )
      ).map((row) => ({
        item: itemRefOf(row),
        date: row.date,
        rating: row.rating,
        review: row.review,
        reviewTitle: row.review_title,
        gratitude: row.gratitude,
        listenedBefore: row.listened_before,
        wasDeepListen: row.was_deep_listen,
        hadChills: row.had_chills,
        favorited: row.favorited,
        liked: row.liked,
        loved: row.loved,
        createdAt: iso(row.created_at),
      })),
    ),
    csvLines: (row) => [
      [
        ...itemCsv(row.item as never),
        row.date,
        row.rating,
        row.reviewTitle,
        row.review,
        row.gratitude,
        row.listenedBefore,
        row.wasDeepListen,
        row.hadChills,
        row.favorited,
        row.liked,
        row.loved,
        row.createdAt,
      ],
    ],
  },
  listsSection,
  ...followSections(),
  ...recommendationSections(),
];
