import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { staffActions } from '../../../db/schema/index.ts';
import { selectRows } from '../../../db/select-rows.ts';
import { AppError, badUserInput } from '../../../errors.ts';
import { ITEM_KINDS, itemColumns } from '../../catalog/index.ts';
import { type Queue, release } from '../queues.ts';

const MBID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An MBID as MusicBrainz writes it (a UUID, lower case), or null to clear the match. */
export function readMbid(value: string | null | undefined, field: string): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const mbid = value.trim().toLowerCase();
  if (!MBID.test(mbid)) throw badUserInput(field, 'must be a MusicBrainz id (a UUID such as 8f9b5c8e-…)');
  return mbid;
}

type Target = { type: 'RELEASE' | 'SONG'; id: number };

const TABLES = { RELEASE: sql`releases`, SONG: sql`songs` } as const;
const MATCH_QUEUE: Record<Target['type'], Queue> = { RELEASE: 'MATCH_RELEASE', SONG: 'MATCH_RECORDING' };
const VERIFY_QUEUE: Record<Target['type'], Queue> = { RELEASE: 'VERIFY_RELEASE', SONG: 'VERIFY_RECORDING' };

function notFound(type: Target['type']) {
  return new AppError('NOT_FOUND', `That ${ITEM_KINDS[type].staffNoun} does not exist.`);
}

function auditValues(userId: number, target: Target) {
  return {
    userId,
    itemType: target.type,
    ...itemColumns(target),
  };
}

/** Sets (or clears) the MusicBrainz id of a release or recording; a new match waits for verification. */
export function setMbid(db: Db, userId: number, target: Target, mbid: string | null): Promise<void> {
  return db.transaction(async (tx) => {
    const table = TABLES[target.type];
    if (mbid) {
      const [taken] = await selectRows<{ id: number }>(
        tx,
        sql`select id from ${table} where mbid = ${mbid} and id <> ${target.id}`,
      );
      if (taken)
        throw badUserInput(
          'mbid',
          `is already the match of ${ITEM_KINDS[target.type].staffNoun} ${taken.id}`,
        );
    }
    const updated = await selectRows<{ id: number }>(
      tx,
      sql`update ${table} set mbid = ${mbid}, mb_verified = false, updated_at = now() where id = ${target.id} returning id`,
    );
    if (updated.length === 0) throw notFound(target.type);
    await tx.insert(staffActions).values({ ...auditValues(userId, target), action: 'MATCH', mbid });
    await release(tx, MATCH_QUEUE[target.type], target.id);
  });
}

/**
 * Verifies a match, or rejects it: a rejected match is cleared and the item goes back to the
 * matching queue.
 */
export function verifyMatch(db: Db, userId: number, target: Target, verify: boolean): Promise<void> {
  return db.transaction(async (tx) => {
    const table = TABLES[target.type];
    const [row] = await selectRows<{ mbid: string | null }>(
      tx,
      sql`select mbid from ${table} where id = ${target.id} for update`,
    );
    if (!row) throw notFound(target.type);
    if (!row.mbid) throw badUserInput('id', 'has no MusicBrainz match to verify');
    await tx.execute(
      verify
        ? sql`update ${table} set mb_verified = true, updated_at = now() where id = ${target.id}`
        : sql`update ${table} set mbid = null, mb_verified = false, updated_at = now() where id = ${target.id}`,
    );
    await tx
      .insert(staffActions)
      .values({ ...auditValues(userId, target), action: 'VERIFY', mbid: row.mbid, verified: verify });
    await release(tx, VERIFY_QUEUE[target.type], target.id);
  });
}

/** Marks that a MusicBrainz entry was created for a release (it leaves the "needs creating" list). */
export function markMbCreated(db: Db, userId: number, releaseId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const updated = await selectRows<{ id: number }>(
      tx,
      sql`update releases set mb_created = true, updated_at = now() where id = ${releaseId} returning id`,
    );
    if (updated.length === 0) throw notFound('RELEASE');
    await tx
      .insert(staffActions)
      .values({ ...auditValues(userId, { type: 'RELEASE', id: releaseId }), action: 'MARK_CREATED' });
    await release(tx, 'MATCH_RELEASE', releaseId);
  });
}
