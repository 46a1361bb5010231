import {
  applyListeningAction,
  type ListeningAction,
  type ListeningState,
  listeningCountDeltas,
} from '@earmark/shared';
import type { ReleaseActionFieldsFragment, SongActionFieldsFragment } from '../../graphql/generated/graphql';

/** A release or song as the action buttons see it. */
export type ActionItem =
  | (ReleaseActionFieldsFragment & { __typename: 'Release' })
  | (SongActionFieldsFragment & { __typename: 'Song' });

export function listeningStateOf(item: ActionItem): ListeningState {
  return {
    checked: item.currentUserHasChecked,
    deepListened: item.currentUserDeepListened,
    purpleCheck: item.__typename === 'Release' ? item.isPurpleCheck : false,
    rating: item.currentUserRating ?? null,
    reaction: item.currentUserHasFavorited
      ? 'FAVORITED'
      : item.currentUserHasLoved
        ? 'LOVED'
        : item.currentUserHasLiked
          ? 'LIKED'
          : null,
    listenTo: item.currentUserHasAddedToListenTo ? 'FIRST_LISTEN' : null,
  };
}

/** The item as the server will answer after `action`: the optimistic response. */
export function optimisticItem(item: ActionItem, action: ListeningAction): ActionItem {
  const before = listeningStateOf(item);
  const after = applyListeningAction(before, action);
  const d = listeningCountDeltas(before, after);
  const flags = {
    currentUserHasChecked: after.checked,
    currentUserDeepListened: after.deepListened,
    currentUserRating: after.rating,
    currentUserHasLiked: after.reaction === 'LIKED',
    currentUserHasLoved: after.reaction === 'LOVED',
    currentUserHasFavorited: after.reaction === 'FAVORITED',
    currentUserHasAddedToListenTo: after.listenTo !== null,
    numberOfLikes: item.numberOfLikes + d.likes,
    numberOfLoves: item.numberOfLoves + d.loves,
    numberOfFavorites: item.numberOfFavorites + d.favorites,
  };
  if (item.__typename === 'Song') return { ...item, ...flags };
  return {
    ...item,
    ...flags,
    isPurpleCheck: after.purpleCheck,
    numberOfChecks: item.numberOfChecks + d.checks,
  };
}
