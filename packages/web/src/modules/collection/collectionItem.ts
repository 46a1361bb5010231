import type { UserLibraryQuery } from '../../graphql/generated/graphql';
import type { ActionItem } from '../listening';

type Node = NonNullable<UserLibraryQuery['user']>['collection']['edges'][number]['node'];

/** A collection entry: a release or song with its cover, credits and action flags. */
export type CollectionItem = Node & ActionItem;

export function isCollectionItem(node: Node): node is CollectionItem {
  return node.__typename === 'Release' || node.__typename === 'Song';
}

export const VIEWS = ['list', 'grid', 'compact'] as const;
export type CollectionView = (typeof VIEWS)[number];
