import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/select-rows.ts';
import { ITEM_CSV_HEADER, type ItemRefRow, iso, itemCsv, itemRefColumns, itemRefOf } from './item-ref.ts';
import { once, type Row, type Section } from './section.ts';

/** Members and lists the member follows, lists they like: three arrays under "follows", one CSV. */
export function followSections(): Section[] {
  const listFollows = (table: 'list_follows' | 'list_likes') =>
    once(async (db, userId) =>
      (
        await selectRows<{ name: string; owner: string | null; since: Date }>(
          db,
          sql`select l.name, u.username as owner, x.created_at as since from ${sql.identifier(table)} x
            join lists l on l.id = x.list_id left join users u on u.id = l.created_by_user_id
            where x.user_id = ${userId} order by x.created_at, l.id`,
        )
      ).map((row) => ({ name: row.name, owner: row.owner, since: iso(row.since) })),
    );
  return [
    {
      key: 'members',
      group: 'follows',
      csv: 'follows.csv',
      header: ['kind', 'name', 'owner', 'since'],
      batches: once(async (db, userId) =>
        (
          await selectRows<{ username: string; since: Date }>(
            db,
            sql`select u.username, f.created_at as since from follows f join users u on u.id = f.followee_id
              where f.follower_id = ${userId} order by f.created_at, u.id`,
          )
        ).map((row) => ({ username: row.username, since: iso(row.since) })),
      ),
      csvLines: (row) => [['member', row.username, '', row.since]],
    },
    {
      key: 'lists',
      group: 'follows',
      csv: 'follows.csv',
      header: [],
      batches: listFollows('list_follows'),
      csvLines: (row) => [['list', row.name, row.owner, row.since]],
    },
    {
      key: 'likedLists',
      group: 'follows',
      csv: 'follows.csv',
      header: [],
      batches: listFollows('list_likes'),
      csvLines: (row) => [['liked list', row.name, row.owner, row.since]],
    },
  ];
}

type RecRow = ItemRefRow & {
  member: string | null;
  list_name: string | null;
  explanation: string | null;
  created_at: Date;
  response: string | null;
  responded_at: Date | null;
  declined_at: Date | null;
};

/** Recommendations the member sent and received, one CSV with a direction column. */
export function recommendationSections(): Section[] {
  const read = (direction: 'sent' | 'received') =>
    once(async (db, userId) => {
      const rows = await selectRows<RecRow>(
        db,
        sql`select m.username as member, sl.name as list_name, x.explanation, x.created_at, x.response,
            x.responded_at, x.declined_at, ${itemRefColumns(sql`x.item_type`)}
          from recommendations x
          left join users m on m.id = ${direction === 'sent' ? sql`x.recipient_id` : sql`x.recommender_id`}
          left join lists sl on sl.id = x.source_list_id
          left join releases r on r.id = x.release_id left join songs s on s.id = x.song_id
          where ${direction === 'sent' ? sql`x.recommender_id` : sql`x.recipient_id`} = ${userId}
          order by x.created_at, x.id`,
      );
      return rows.map((row) => ({
        item: itemRefOf(row),
        ...(direction === 'sent' ? { to: row.member } : { from: row.member, fromList: row.list_name }),
        explanation: row.explanation,
        createdAt: iso(row.created_at),
        response: row.response,
        respondedAt: iso(row.responded_at),
        declinedAt: iso(row.declined_at),
      }));
    });
  const line = (direction: string) => (row: Row) => [
    [
      direction,
      row.to ?? row.from ?? '',
      row.fromList ?? '',
      ...itemCsv(row.item as never),
      row.explanation,
      row.createdAt,
      row.response,
      row.respondedAt,
      row.declinedAt,
    ],
  ];
  return [
    {
      key: 'recommendationsSent',
      csv: 'recommendations.csv',
      header: [
        'direction',
        'member',
        'from_list',
        ...ITEM_CSV_HEADER,
        'explanation',
        'created_at',
        'response',
        'responded_at',
        'declined_at',
      ],
      batches: read('sent'),
      csvLines: line('sent'),
    },
    {
      key: 'recommendationsReceived',
      csv: 'recommendations.csv',
      header: [],
      batches: read('received'),
      csvLines: line('received'),
    },
  ];
}
