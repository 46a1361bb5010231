import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { itemTypeOf, type ListeningAction, type Reaction } from '@earmark/shared';
import type { ItemType } from '../../graphql/generated/graphql';
import type { ActionItem } from './actionItem';
import { AddSongToListenToMutation } from './graphql/AddSongToListenTo';
import { AddToListenToMutation } from './graphql/AddToListenTo';
import { CheckReleaseMutation } from './graphql/CheckRelease';
import { CheckSongMutation } from './graphql/CheckSong';
import { FavoriteItemMutation } from './graphql/FavoriteItem';
import { LikeItemMutation } from './graphql/LikeItem';
import { LoveItemMutation } from './graphql/LoveItem';
import { MarkDeepListenMutation } from './graphql/MarkDeepListen';
import { MarkPurpleCheckMutation } from './graphql/MarkPurpleCheck';
import { RateReleaseMutation } from './graphql/RateRelease';
import { RateSongMutation } from './graphql/RateSong';
import { RemoveFromListenToMutation } from './graphql/RemoveFromListenTo';
import { RemoveReleaseRatingMutation } from './graphql/RemoveReleaseRating';
import { RemoveSongFromListenToMutation } from './graphql/RemoveSongFromListenTo';
import { RemoveSongRatingMutation } from './graphql/RemoveSongRating';
import { UncheckReleaseMutation } from './graphql/UncheckRelease';
import { UncheckSongMutation } from './graphql/UncheckSong';
import { UnfavoriteItemMutation } from './graphql/UnfavoriteItem';
import { UnlikeItemMutation } from './graphql/UnlikeItem';
import { UnloveItemMutation } from './graphql/UnloveItem';
import { UnmarkDeepListenMutation } from './graphql/UnmarkDeepListen';
import { UnmarkPurpleCheckMutation } from './graphql/UnmarkPurpleCheck';

type Target = Pick<ActionItem, '__typename' | 'id'>;

/**
 * One action on one item: sends its mutation with the optimistic answer and resolves to the item
 * as the server answered it. Each is built from a generated, typed document and its variables.
 */
export type ListeningOperation = (
  client: ApolloClient,
  optimistic: ActionItem,
) => Promise<{ currentUserHasChecked: boolean } | null>;

function operation<
  F extends string,
  TData extends Record<F, object | null>,
  TVariables extends OperationVariables,
>(mutation: TypedDocumentNode<TData, TVariables>, field: F, variables: TVariables): ListeningOperation {
  return async (client, optimistic) => {
    // The optimistic item is the union of the release and song fragments the documents select;
    // Apollo types the response per document, so it is narrowed here, once.
    const optimisticResponse = { [field]: optimistic } as unknown as TData;
    const result = await client.mutate({ mutation, variables, optimisticResponse });
    // favoriteItem may answer an artist, which has no check.
    const answered: object | null | undefined = result.data?.[field];
    return answered &&
      'currentUserHasChecked' in answered &&
      typeof answered.currentUserHasChecked === 'boolean'
      ? { currentUserHasChecked: answered.currentUserHasChecked }
      : null;
  };
}

const itemArgs = (target: Target) => ({ itemId: target.id, itemType: itemTypeOf(target.__typename) });
/** favoriteItem and unfavoriteItem take (id, type) with the type in lower case. */
const favoriteArgs = (target: Target) => ({
  id: target.id,
  type: itemTypeOf(target.__typename).toLowerCase(),
});

const REACT: Record<Reaction, (target: Target) => ListeningOperation> = {
  LIKED: (target) => operation(LikeItemMutation, 'likeItem', itemArgs(target)),
  LOVED: (target) => operation(LoveItemMutation, 'loveItem', itemArgs(target)),
  FAVORITED: (target) => operation(FavoriteItemMutation, 'favoriteItem', favoriteArgs(target)),
};
const UNREACT: Record<Reaction, (target: Target) => ListeningOperation> = {
  LIKED: (target) => operation(UnlikeItemMutation, 'unlikeItem', itemArgs(target)),
  LOVED: (target) => operation(UnloveItemMutation, 'unloveItem', itemArgs(target)),
  FAVORITED: (target) => operation(UnfavoriteItemMutation, 'unfavoriteItem', favoriteArgs(target)),
};

type ById = (id: string) => ListeningOperation;

/** The writes each kind has under its own name (a release's take releaseId, a song's songId). */
const KIND_OPERATIONS: Record<
  ItemType,
  Record<'check' | 'uncheck' | 'removeRating' | 'addToListenTo' | 'removeFromListenTo', ById> & {
    rate: (id: string, rating: number) => ListeningOperation;
  }
> = {
  RELEASE: {
    check: (releaseId) => operation(CheckReleaseMutation, 'checkRelease', { releaseId }),
    uncheck: (releaseId) => operation(UncheckReleaseMutation, 'uncheckRelease', { releaseId }),
    rate: (releaseId, rating) => operation(RateReleaseMutation, 'rateRelease', { releaseId, rating }),
    removeRating: (releaseId) => operation(RemoveReleaseRatingMutation, 'removeReleaseRating', { releaseId }),
    addToListenTo: (releaseId) => operation(AddToListenToMutation, 'addToListenTo', { releaseId }),
    removeFromListenTo: (releaseId) =>
      operation(RemoveFromListenToMutation, 'removeFromListenTo', { releaseId }),
  },
  SONG: {
    check: (songId) => operation(CheckSongMutation, 'checkSong', { songId }),
    uncheck: (songId) => operation(UncheckSongMutation, 'uncheckSong', { songId }),
    rate: (songId, rating) => operation(RateSongMutation, 'rateSong', { songId, rating }),
    removeRating: (songId) => operation(RemoveSongRatingMutation, 'removeSongRating', { songId }),
    addToListenTo: (songId) => operation(AddSongToListenToMutation, 'addSongToListenTo', { songId }),
    removeFromListenTo: (songId) =>
      operation(RemoveSongFromListenToMutation, 'removeSongFromListenTo', { songId }),
  },
};

/** The mutation behind one listening action on one release or song. */
export function listeningOperation(target: Target, action: ListeningAction): ListeningOperation {
  const own = KIND_OPERATIONS[itemTypeOf(target.__typename)];
  switch (action.kind) {
    case 'check':
    case 'uncheck':
    case 'removeRating':
    case 'addToListenTo':
    case 'removeFromListenTo':
      return own[action.kind](target.id);
    case 'rate':
      return own.rate(target.id, action.rating);
    case 'deepListen':
      return operation(MarkDeepListenMutation, 'markDeepListen', itemArgs(target));
    case 'removeDeepListen':
      return operation(UnmarkDeepListenMutation, 'unmarkDeepListen', itemArgs(target));
    case 'purpleCheck':
      return operation(MarkPurpleCheckMutation, 'markPurpleCheck', { releaseId: target.id });
    case 'removePurpleCheck':
      return operation(UnmarkPurpleCheckMutation, 'unmarkPurpleCheck', { releaseId: target.id });
    case 'react':
      return REACT[action.reaction](target);
    case 'unreact':
      return UNREACT[action.reaction](target);
  }
}
