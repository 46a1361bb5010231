import {
  NO_SECONDARY_KEY,
  RELEASE_PRIMARY_TYPES,
  type ReleasePrimaryType,
  type ReleaseSecondaryType,
} from '@earmark/shared';

/** Artist.releaseStats: counts by primary type, then by secondary type ("No secondary" for none). */
export type ReleaseStats = Partial<Record<ReleasePrimaryType, Record<string, number>>>;

export function parseReleaseStats(json: string | null | undefined): ReleaseStats {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const stats: ReleaseStats = {};
    for (const type of RELEASE_PRIMARY_TYPES) {
      const counts = (parsed as Record<string, unknown>)[type];
      if (typeof counts === 'object' && counts !== null) stats[type] = counts as Record<string, number>;
    }
    return stats;
  } catch {
    return {};
  }
}

/**
 * Releases of one primary type that the discography shows under the chosen secondary types: those
 * with none, plus those with a chosen one (a release with two chosen types is counted twice, which
 * the stats cannot tell apart; that is rare).
 */
export function primaryTypeCount(
  stats: ReleaseStats,
  type: ReleasePrimaryType,
  secondaryTypes: readonly ReleaseSecondaryType[],
): number {
  const counts = stats[type] ?? {};
  return secondaryTypes.reduce(
    (sum, secondary) => sum + (counts[secondary] ?? 0),
    counts[NO_SECONDARY_KEY] ?? 0,
  );
}

/** Releases with a secondary type among the chosen primary types. */
export function secondaryTypeCount(
  stats: ReleaseStats,
  primaryTypes: readonly ReleasePrimaryType[],
  secondary: ReleaseSecondaryType,
): number {
  return primaryTypes.reduce((sum, type) => sum + (stats[type]?.[secondary] ?? 0), 0);
}
