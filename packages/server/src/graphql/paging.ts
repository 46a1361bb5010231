import { LIMITS } from '@earmark/shared';
import { badUserInput } from '../errors.ts';

export type Paging = { offset: number; limit: number };

/** Reads offset/limit arguments: limit is clamped to 1..100, a negative offset is refused. */
export function readPaging(
  args: { offset?: number | null; limit?: number | null },
  defaultLimit: number,
): Paging {
  const offset = args.offset ?? 0;
  if (offset < 0) throw badUserInput('offset', 'must be zero or more');
  const limit = Math.min(Math.max(args.limit ?? defaultLimit, 1), LIMITS.maxPageSize);
  return { offset, limit };
}

/** One page of a paged field, before it is shaped as edges and pageInfo. */
export type Page<T> = { nodes: T[]; totalCount: number; offset: number };

export function emptyPage<T>(offset = 0): Page<T> {
  return { nodes: [], totalCount: 0, offset };
}
