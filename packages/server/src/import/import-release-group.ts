import { sql } from 'drizzle-orm';
import type { MusicBrainzApi } from 'musicbrainz-api';
import { z } from 'zod';
import type { Db } from '../db/open-db.ts';
import { selectRows } from '../db/select-rows.ts';
import { applyEntities } from './apply-batch.ts';
import { mapReleaseGroup } from './map-entities.ts';
import { mapRelease } from './map-release.ts';
import { type MbReleaseGroup, mbReleaseGroupSchema, mbReleaseSchema } from './mb-json.ts';
import { idForMbid, mergeItems } from './merge-items.ts';
import type { ImportEntity } from './records.ts';
import { TrackChoices } from './track-choice.ts';

/** The first releases of a group carry its track list (the same page size as `--artist`). */
const RELEASES_PAGE = 25;

const releasePage = z.object({ releases: z.array(mbReleaseSchema) });

/** What the web service answered for one release group, read but not yet written. */
export type FetchedReleaseGroup = {
  /** The MBID asked for; MusicBrainz answers a merged group's new MBID (`group.id`) instead. */
  asked: string;
  group: MbReleaseGroup;
  entities: ImportEntity[];
};

/**
 * Reads one release group (`inc=artist-credits+genres+url-rels`) and its first releases with
 * their recordings and the recordings' ISRCs, as `import musicbrainz --artist` reads each of an artist's groups: two
 * requests. A malformed answer throws zod's error; the caller decides what that means.
 */
export async function fetchReleaseGroup(client: MusicBrainzApi, mbid: string): Promise<FetchedReleaseGroup> {
  const group = mbReleaseGroupSchema.parse(
    await client.lookup('release-group', mbid, ['artist-credits', 'genres', 'url-rels']),
  );
  const page = releasePage.parse(
    await client.browse('release', { 'release-group': group.id, limit: RELEASES_PAGE }, [
      'recordings',
      'isrcs',
      'artist-credits',
      'labels',
      'genres',
      'url-rels',
    ]),
  );
  const entities: ImportEntity[] = [
    { kind: 'release-group', group: mapReleaseGroup(group) },
    ...page.releases.map(
      (release): ImportEntity => ({ kind: 'release', release: mapRelease(release, group) }),
    ),
  ];
  return { asked: mbid, group, entities };
}

/**
 * Writes a fetched release group with the import's own mapping and upserts, in one transaction,
 * and answers the Earmark release's id. A group MusicBrainz merged into another (the answer's MBID
 * differs from the one asked) keeps its Earmark row when only the old MBID is in the catalog: the
 * row takes the new MBID before the upsert, so checks, logs and list entries pointing at it stay
 * where they are. When both MBIDs already have rows, the old row is merged into the new one
 * (merge-items.ts: members' rows move, counters are recounted, the old row goes).
 */
export async function writeReleaseGroup(db: Db, fetched: FetchedReleaseGroup): Promise<number | null> {
  const choices = new TrackChoices();
  const newMbid = fetched.group.id;
  const id = await db.transaction(async (tx) => {
    if (newMbid !== fetched.asked) {
      const oldId = await idForMbid(tx, 'release', fetched.asked);
      const newId = await idForMbid(tx, 'release', newMbid);
      if (oldId !== null && newId !== null) await mergeItems(tx, 'release', oldId, newId);
      else if (oldId !== null)
        await tx.execute(sql`update releases set mbid = ${newMbid}::uuid where id = ${oldId}`);
    }
    const result = await applyEntities(tx, fetched.entities, choices);
    if (result.refused.size > 0 && result.refused.size === fetched.entities.length) return null;
    const found = await selectRows<{ id: number }>(
      tx,
      sql`select id from releases where mbid = ${newMbid}::uuid`,
    );
    const row = found[0];
    return row ? Number(row.id) : null;
  });
  choices.commit();
  return id;
}
