import type { Db } from '../db/open-db.ts';
import type { ImportEntity } from './records.ts';
import { idsByMbid } from './write-by-mbid.ts';

/**
 * Releases that name their group by MBID only join the group already in the catalog (or given
 * in full elsewhere in the batch); the others cannot be imported. Returns each refused release
 * with the reason.
 */
export async function unknownGroups(
  db: Db,
  entities: readonly ImportEntity[],
): Promise<Map<ImportEntity, string>> {
  const inBatch = new Set<string>();
  const byMbidOnly: Array<{ entity: ImportEntity; group: string }> = [];
  for (const entity of entities) {
    if (entity.kind === 'release-group') inBatch.add(entity.group.mbid);
    if (entity.kind !== 'release') continue;
    if (entity.release.groupByMbidOnly) byMbidOnly.push({ entity, group: entity.release.group.mbid });
    else inBatch.add(entity.release.group.mbid);
  }
  const refused = new Map<ImportEntity, string>();
  if (byMbidOnly.length === 0) return refused;
  const known = await idsByMbid(
    db,
    'releases',
    byMbidOnly.map((r) => r.group).filter((g) => !inBatch.has(g)),
  );
  for (const { entity, group } of byMbidOnly) {
    if (!inBatch.has(group) && !known.has(group)) {
      refused.set(
        entity,
        `release: its release-group ${group} is given by MBID only and is not in the catalog`,
      );
    }
  }
  return refused;
}
