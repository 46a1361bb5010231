import { CombinedGraphQLErrors } from '@apollo/client';

/** Whether the stats query failed because no member has that name (NOT_FOUND). */
export function isUnknownMember(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}
