import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { selectRows } from '../../../db/select-rows.ts';
import { badUserInput } from '../../../errors.ts';

/** The most releases one bulk "save for later" may name (an artist's whole discography fits). */
export const MAX_BULK_LISTEN_TO = 1000;

/**
 * Saves many releases For Later in one statement: first listens, or listen-agains for checked
 * ones; releases already saved keep their date; unknown ids are skipped. Answers the ids now saved For Later, in the order given.
 */
export async function addAllToListenTo(db: Db, userId: number, releaseIds: number[]): Promise<number[]> {
  const ids = [...new Set(releaseIds)];
  if (ids.length > MAX_BULK_LISTEN_TO) {
    throw badUserInput('releaseIds', `must name at most ${MAX_BULK_LISTEN_TO} releases`);
  }
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // The insert and the read of the releases that exist in one statement: every id the select
  // answers is now For Later (just saved, switched to listen-again, or saved before).
  const rows = await selectRows<{ id: number | string }>(
    db,
    sql`with saved as (
      insert into user_releases as s (user_id, release_id, listen_to, listen_to_added_at)
      select ${userId}, r.id, 'FIRST_LISTEN', now() from releases r where r.id in (${list})
      on conflict (user_id, release_id) do update
        set listen_to = case when s.checked_at is null then 'FIRST_LISTEN'::listen_to_kind
                             else 'LISTEN_AGAIN'::listen_to_kind end,
            listen_to_added_at = now(), updated_at = now()
        where s.listen_to is null
      returning s.release_id)
    select r.id from releases r where r.id in (${list})`,
  );
  const existing = new Set(rows.map((row) => Number(row.id)));
  return ids.filter((id) => existing.has(id));
}
