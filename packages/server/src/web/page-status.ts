import { statsYear } from '@earmark/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { selectRows } from '../db/select-rows.ts';

const MAX_ID = 2_147_483_647;

/** An id as the routes write it: digits within an integer column, else nothing (no such page). */
const idOf = (raw: string): number | null => {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
};

/** The app's pages that name one row, and the primary-key (or unique-index) lookup that finds it. */
const PAGES: Array<{ pattern: RegExp; exists: (key: string) => SQL | null }> = [
  {
    pattern: /^\/releases\/([^/]+)(?:\/[^/]+)?$/,
    exists: byId((id) => sql`select 1 from releases where id = ${id}`),
  },
  {
    pattern: /^\/songs\/([^/]+)(?:\/[^/]+)?$/,
    exists: byId((id) => sql`select 1 from songs where id = ${id}`),
  },
  {
    pattern: /^\/artists\/([^/]+)(?:\/[^/]+)?$/,
    exists: byId((id) => sql`select 1 from artists where id = ${id}`),
  },
  {
    pattern: /^\/lists\/([^/]+)(?:\/[^/]+)?$/,
    exists: byId((id) => sql`select 1 from lists where id = ${id}`),
  },
  { pattern: /^\/reflections\/([^/]+)$/, exists: byId((id) => sql`select 1 from logs where id = ${id}`) },
  {
    pattern: /^\/users\/([^/]+)(?:\/[^/]+|\/year\/\d{4})?$/,
    exists: (name) => sql`select 1 from users where lower(username) = lower(${name})`,
  },
];

function byId(lookup: (id: number) => SQL): (key: string) => SQL | null {
  return (key) => {
    const id = idOf(key);
    return id === null ? null : lookup(id);
  };
}

/**
 * Every path the app's router has a page for (packages/web/src/app/routes.tsx, kept in step by
 * page-status.test.ts); any other path is the router's catch-all not-found page, answered 404.
 */
const APP_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/(?:welcome|faq|privacy-policy|login|signup|logout|request-password-reset|settings|subscribe|search|collection|lists)$/,
  /^\/(?:reset-password|confirm-email)\/[^/]+$/,
  /^\/settings\/(?:import|export)$/,
  /^\/lists\/new(?:\/[^/]+)?$/,
  /^\/lists\/[^/]+\/edit$/,
  /^\/(?:lists|releases|songs|artists|users)\/[^/]+(?:\/[^/]+)?$/,
  // A member's year in review: a four-digit year only.
  /^\/users\/[^/]+\/year\/\d{4}$/,
  // A MusicBrainz id (UUID) only: any other text names no release group.
  /^\/mb\/release-group\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /^\/reflections\/[^/]+$/,
  /^\/spotify\/callback$/,
  /^\/admin(?:\/.*)?$/,
];

/** Whether the app's router has a page for the path (a trailing slash is the same page). */
export function isAppPage(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return APP_ROUTES.some((route) => route.test(path));
}

/** Paths the router reads as words, not ids (`/lists/new`). */
const NOT_AN_ID = new Set(['/lists/new']);

/**
 * The HTTP status of an app page: 404 for a path the app has no page for (`/nonsense`), or that
 * names a release, song, artist, list, reflection or member that does not exist (the app shows its
 * not-found page; a drawn page is drawn that way), so a missing page is not a soft 404 to crawlers
 * and link checkers. At most one indexed lookup.
 */
export async function pageStatus(db: Db, pathname: string): Promise<200 | 404> {
  if (!isAppPage(pathname)) return 404;
  // A year in review outside the years stats cover (1900 to next year) is no page.
  const reviewYear = /^\/users\/[^/]+\/year\/(\d{4})\/?$/.exec(pathname)?.[1];
  if (reviewYear !== undefined && statsYear(reviewYear) === null) return 404;
  if (NOT_AN_ID.has(pathname) || pathname.startsWith('/lists/new/')) return 200;
  for (const { pattern, exists } of PAGES) {
    const key = pattern.exec(pathname)?.[1];
    if (key === undefined) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(key);
    } catch {
      return 404;
    }
    const query = exists(decoded);
    if (!query) return 404;
    const rows = await selectRows<unknown>(db, sql`${query} limit 1`);
    return rows.length > 0 ? 200 : 404;
  }
  return 200;
}
