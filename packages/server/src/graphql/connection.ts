import type { ObjectRef, UnionRef } from '@pothos/core';
import { builder, type Types } from './builder.ts';
import type { Page } from './paging.ts';

type PageInfo = { hasMore: boolean; totalCount: number };

export const PageInfoRef = builder.objectRef<PageInfo>('PageInfo').implement({
  fields: (t) => ({
    hasMore: t.exposeBoolean('hasMore'),
    totalCount: t.exposeInt('totalCount'),
  }),
});

export function pageInfoOf<T>(page: Page<T>): PageInfo {
  return { hasMore: page.offset + page.nodes.length < page.totalCount, totalCount: page.totalCount };
}

export type Edge<T> = { node: T };

export function edgeType<T>(name: string, nodeRef: ObjectRef<Types, T> | UnionRef<Types, T>) {
  return builder.objectRef<Edge<T>>(name).implement({
    // Pothos cannot resolve its result type over an open generic; the ref pins it for callers.
    fields: (t) => ({ node: t.field({ type: nodeRef, resolve: (edge) => edge.node as never }) }),
  });
}

/** `{ edges: [{ node }], pageInfo { hasMore totalCount } }` over a Page. */
export function connectionType<T, P extends Page<T> = Page<T>>(
  name: string,
  edgeRef: ObjectRef<Types, Edge<T>>,
) {
  return builder.objectRef<P>(name).implement({
    fields: (t) => ({
      edges: t.field({ type: [edgeRef], resolve: (page) => page.nodes.map((node) => ({ node })) }),
      pageInfo: t.field({ type: PageInfoRef, resolve: (page) => pageInfoOf(page) }),
    }),
  });
}
