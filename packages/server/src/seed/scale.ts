/** How big each part of the generated world is for a catalog of `releases` releases. */
export type Scale = {
  releases: number;
  artists: number;
  /** Members, the demo member, the staff account and the deleted-member placeholder included. */
  members: number;
  officialLists: number;
  /** The most releases one member checks: activity grows with members, not with the catalog. */
  maxChecksPerMember: number;
};

export const DEMO_SIZE = 2000;

/** Releases generated (and written) per unit of progress. */
export const RELEASE_CHUNK = 500;

/**
 * Past this many releases the community grows faster than the catalog: one more member per 60
 * releases, so the 1M world has 40,000 members and over 10M activity rows (checks and logs, the
 * size issue #31 measures at), while the demo and the 100k world keep the members they had.
 */
const LARGE_CATALOG = 100_000;

export function scaleFor(releases: number): Scale {
  if (!Number.isInteger(releases) || releases < 20) throw new Error('size must be an integer of at least 20');
  return {
    releases,
    artists: Math.max(300, Math.ceil(releases / 5)),
    members: Math.max(50, Math.floor(releases / 40) + Math.floor(Math.max(0, releases - LARGE_CATALOG) / 60)),
    officialLists: Math.max(10, Math.round(releases / 150)),
    maxChecksPerMember: Math.min(Math.floor(releases * 0.4), 1500),
  };
}

/** Every timestamp is relative to this fixed moment, so two runs write identical rows. */
export const NOW = Date.UTC(2025, 9, 31, 12, 0, 0) / 1000;
export const DAY = 86_400;
export const NOW_DAY = Math.floor(NOW / DAY);

export function dayOf(seconds: number): number {
  return Math.floor(seconds / DAY);
}
