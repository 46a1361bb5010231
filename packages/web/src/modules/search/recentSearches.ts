import { LIMITS } from '@earmark/shared';
import type { SearchHit } from './hit';
import { SEARCH_TYPES } from './searchTypes';

export const RECENT_SEARCHES_KEY = 'earmark.recentSearches';

/** Adds a chosen hit: most recent first, one entry per item, at most five. */
export function addRecentSearch(entries: readonly SearchHit[], hit: SearchHit): SearchHit[] {
  const others = entries.filter((entry) => !(entry.type === hit.type && entry.id === hit.id));
  return [hit, ...others].slice(0, LIMITS.recentSearches);
}

function isHit(value: unknown): value is SearchHit {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    SEARCH_TYPES.some((type) => type === v.type) &&
    typeof v.id === 'string' &&
    typeof v.title === 'string' &&
    typeof v.subtitle === 'string' &&
    typeof v.href === 'string' &&
    v.href.startsWith('/') &&
    (v.image === null || typeof v.image === 'string')
  );
}

/** Reads stored entries, ignoring anything malformed (older versions, hand edits). */
export function parseRecentSearches(stored: string | null): SearchHit[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isHit).slice(0, LIMITS.recentSearches) : [];
  } catch {
    return [];
  }
}
