import { type FirstQuery, firstQuery } from '../../../lib/firstQuery';
import { CurrentUserForHomePageQuery } from './CurrentUserForHomePage';

/** The first page of friends' activity: what the member home asks for first. */
export const FRIENDS_ACTIVITY_FIRST_PAGE = { offset: 0, limit: 12 };

const fetchFirstPage = firstQuery(CurrentUserForHomePageQuery, () => FRIENDS_ACTIVITY_FIRST_PAGE);
let startedAt = Number.NEGATIVE_INFINITY;

/** The member home's query, started at boot beside the current user's (lib/firstQuery.ts). */
export const homeFirstQuery: FirstQuery = (client, route) => {
  startedAt = Date.now();
  return fetchFirstPage(client, route);
};

/** Whether boot fetched it moments ago: the section then reads it from the cache, not again. */
export function fetchedAtBoot(now = Date.now()): boolean {
  return now - startedAt < 10_000;
}
