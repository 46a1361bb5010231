import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import type { ReleaseRow } from '../../db/rows.ts';
import { releases } from '../../db/schema/index.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { Page, Paging } from '../../graphql/paging.ts';

export type MbDataStats = {
  releases: number;
  releasesMatched: number;
  releasesVerified: number;
  releasesNeedingMbCreated: number;
  recordings: number;
  recordingsMatched: number;
  recordingsVerified: number;
  byWeek: Array<{ week: string; matched: number; verified: number; created: number }>;
};

const WEEKS = 12;

/** The admin home's figures: matched and verified items, and the staff's work by week. */
export async function mbDataStats(db: Db): Promise<MbDataStats> {
  const [[totals], weeks] = await Promise.all([
    selectRows<Omit<MbDataStats, 'byWeek'>>(
      db,
      sql`select
        (select count(*)::int from releases) as releases,
        (select count(*)::int from releases where mbid is not null) as "releasesMatched",
        (select count(*)::int from releases where mb_verified) as "releasesVerified",
        (select count(*)::int from releases where mbid is null and not mb_created) as "releasesNeedingMbCreated",
        (select count(*)::int from songs) as recordings,
        (select count(*)::int from songs where mbid is not null) as "recordingsMatched",
        (select count(*)::int from songs where mb_verified) as "recordingsVerified"`,
    ),
    selectRows<{ week: string; matched: number; verified: number; created: number }>(
      db,
      sql`select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
          count(*) filter (where action = 'MATCH' and mbid is not null)::int as matched,
          count(*) filter (where action = 'VERIFY' and verified)::int as verified,
          count(*) filter (where action = 'MARK_CREATED')::int as created
        from staff_actions where created_at > now() - ${`${WEEKS} weeks`}::interval
        group by 1 order by 1 desc`,
    ),
  ]);
  if (!totals) throw new Error('the statistics query returned no row');
  return { ...totals, byWeek: weeks };
}

/** Releases without a MusicBrainz entry that nobody has created yet, oldest first, and how many. */
export async function releasesNeedingMbCreated(db: Db, { offset, limit }: Paging): Promise<Page<ReleaseRow>> {
  const where = sql`${releases.mbid} is null and not ${releases.mbCreated}`;
  const [nodes, totalCount] = await Promise.all([
    db.select().from(releases).where(where).orderBy(releases.id).limit(limit).offset(offset),
    db.$count(releases, where),
  ]);
  return { nodes, totalCount, offset };
}
