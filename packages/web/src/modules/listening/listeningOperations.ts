import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { ListeningAction, Reaction } from '@earmark/shared';
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

const itemType = (target: Target): ItemType => (target.__typename === 'Release' ? 'RELEASE' : 'SONG');
const itemArgs = (target: Target) => ({ itemId: target.id, itemType: itemType(target) });
/** favoriteItem and unfavoriteItem take (id, type) with the type in lower case. */
const favoriteArgs = (target: Target) => ({ id: target.id, type: itemType(target).toLowerCase() });

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

/** The mutation behind one listening action on one release or song. */
export function listeningOperation(target: Target, action: ListeningAction): ListeningOperation {
  const release = target.__typename === 'Release' ? { releaseId: target.id } : null;
  const song = { songId: target.id };
  switch (action.kind) {
    case 'check':
      return release
        ? operation(CheckReleaseMutation, 'checkRelease', release)
        : operation(CheckSongMutation, 'checkSong', song);
    case 'uncheck':
      return release
        ? operation(UncheckReleaseMutation, 'uncheckRelease', release)
        : operation(UncheckSongMutation, 'uncheckSong', song);
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
    case 'rate':
      return release
        ? operation(RateReleaseMutation, 'rateRelease', { ...release, rating: action.rating })
        : operation(RateSongMutation, 'rateSong', { ...song, rating: action.rating });
    case 'removeRating':
      return release
        ? operation(RemoveReleaseRatingMutation, 'removeReleaseRating', release)
        : operation(RemoveSongRatingMutation, 'removeSongRating', song);
    case 'addToListenTo':
      return release
        ? operation(AddToListenToMutation, 'addToListenTo', release)
        : operation(AddSongToListenToMutation, 'addSongToListenTo', song);
    case 'removeFromListenTo':
      return release
        ? operation(RemoveFromListenToMutation, 'removeFromListenTo', release)
        : operation(RemoveSongFromListenToMutation, 'removeSongFromListenTo', song);
  }
}
