import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';

/**
 * A member's stats page through member_stats_cache. The answer depends on the member's rows and
 * the catalog only, never on the viewer (visibility is decided before). One statement reads the
 * member's stats_version and the page stored at that version, under a day old (catalog edits — titles, covers, genres — show within a day); without one the
 * page is computed and stored at the version read before computing, so a write that lands
 * meanwhile moves the version past it and the next view computes again.
 */
export async function cachedPage<T>(
  db: Db,
  userId: number,
  page: string,
  compute: () => Promise<T>,
): Promise<T> {
  const [found] = await selectRows<{ version: string; body: T | null }>(
    db,
    sql`select u.stats_version::text as version, c.body
      from users u
      left join member_stats_cache c on c.user_id = u.id and c.page = ${page}
        and c.version = u.stats_version and c.computed_at > now() - interval '24 hours'
      where u.id = ${userId}`,
  );
  if (!found) return compute();
  if (found.body !== null) return found.body;
  const body = await compute();
  await db.execute(sql`insert into member_stats_cache (user_id, page, version, body, computed_at)
    values (${userId}, ${page}, ${found.version}::bigint, ${JSON.stringify(body)}::jsonb, now())
    on conflict (user_id, page) do update
      set version = excluded.version, body = excluded.body, computed_at = excluded.computed_at
      where member_stats_cache.version <= excluded.version`);
  return body;
}
