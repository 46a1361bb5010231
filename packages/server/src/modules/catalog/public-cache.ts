import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/open-db.ts';
import type { ArtistRow, CreditRow, ReleaseRow, SongRow, TrackRow } from '../../db/rows.ts';
import { GuestAnswers } from '../../graphql/guest-answers.ts';

/**
 * The public, member-independent part of catalog pages, kept across requests in this process:
 * - release and artist rows as guests see them (their counts may trail by up to RELEASE_TTL_MS; a
 *   member always reads them fresh, so the counts they just changed show on their next read), and
 *   discography pages as everyone sees them (which releases, in which order, how many) and an
 *   artist's release counts by type;
 * - release credits and track lists with their songs and credits (metadata edits show within
 *   METADATA_TTL_MS; the product allows up to an hour).
 * One cache per database handle, so test files and servers never share entries.
 */
export const RELEASE_TTL_MS = 30_000;
export const METADATA_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 20_000;

/** A release's tracks, their songs, the songs' credits (by song) and the tracks' own credits (by track). */
export type TrackList = {
  tracks: TrackRow[];
  songs: SongRow[];
  credits: Map<number, CreditRow[]>;
  trackCredits: Map<number, CreditRow[]>;
};

/** One page of an artist's discography under one filter and sort; the rows are in `guestReleases`. */
export type DiscographyPage = { releaseIds: number[]; totalCount: number };

/** `{ "ALBUM": { "No secondary": 12, "LIVE": 3 }, … }` (catalog/queries.ts, artistReleaseStats). */
export type ReleaseStats = Record<string, Record<string, number>>;
/** Reads an artist's release stats on a miss (the `context` of lru-cache's `fetch`). */
export type ReadReleaseStats = () => Promise<ReleaseStats>;

export type PublicCatalogCache = {
  guestReleases: LRUCache<number, ReleaseRow>;
  guestArtists: LRUCache<number, ArtistRow>;
  /** Keyed by artist, filter, sort and paging (discography-cache.ts). */
  discographies: LRUCache<string, DiscographyPage>;
  /** An artist's release counts by primary and secondary type (`Artist.releaseStats`), by artist. */
  releaseStats: LRUCache<number, ReleaseStats, ReadReleaseStats>;
  releaseCredits: LRUCache<number, CreditRow[]>;
  trackLists: LRUCache<number, TrackList>;
  /** Whole answers to guests' release queries (graphql/guest-answers.ts), as long as the rows above. */
  guestAnswers: GuestAnswers;
};

const caches = new WeakMap<Db, PublicCatalogCache>();

export function publicCatalogCache(db: Db): PublicCatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    const guestReleases = new LRUCache<number, ReleaseRow>({ max: MAX_ENTRIES, ttl: RELEASE_TTL_MS });
    cache = {
      guestReleases,
      guestArtists: new LRUCache({ max: MAX_ENTRIES, ttl: RELEASE_TTL_MS }),
      discographies: new LRUCache({ max: MAX_ENTRIES, ttl: RELEASE_TTL_MS }),
      // Read through `fetch`: views of one artist arriving together while it is missing share one read.
      releaseStats: new LRUCache<number, ReleaseStats, ReadReleaseStats>({
        max: MAX_ENTRIES,
        ttl: RELEASE_TTL_MS,
        fetchMethod: (_artistId, _stale, { context }) => context(),
      }),
      releaseCredits: new LRUCache({ max: MAX_ENTRIES, ttl: METADATA_TTL_MS }),
      trackLists: new LRUCache({ max: MAX_ENTRIES, ttl: METADATA_TTL_MS }),
      guestAnswers: new GuestAnswers(RELEASE_TTL_MS, {
        remainingMs: (id) => guestReleases.getRemainingTTL(id),
        forget: (id) => guestReleases.delete(id),
      }),
    };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Makes two handles of one database (the main pool and the loaders' lookup pool) share one
 * cache, so a write through either forgets what the loaders keep.
 */
export function shareCatalogCache(main: Db, lookup: Db): void {
  caches.set(main, publicCatalogCache(lookup));
}

/**
 * Drops what this process keeps of a release, and the guests' answers that name it: after a write to
 * it through this server (a member's listening, a metadata edit).
 */
export function forgetRelease(db: Db, releaseId: number): void {
  const cache = caches.get(db);
  cache?.guestReleases.delete(releaseId);
  cache?.releaseCredits.delete(releaseId);
  cache?.trackLists.delete(releaseId);
  cache?.guestAnswers.forgetRelease(releaseId);
}
