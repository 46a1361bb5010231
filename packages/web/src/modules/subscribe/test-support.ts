import type { InMemoryCache } from '@apollo/client';
import { CurrentUserSupportQuery } from './graphql/CurrentUserSupport';

/** For the module's tests: writes the signed-in member's supporter flags into the cache. */
export function supporterFlags(
  memberId: string,
  flags: { isSupporter: boolean; isPastDueSupporter: boolean },
) {
  return (cache: InMemoryCache) =>
    cache.writeQuery({
      query: CurrentUserSupportQuery,
      data: { currentUser: { __typename: 'User', id: memberId, isFAN: true, isVIP: false, ...flags } },
    });
}
