import type { TypedDocumentNode } from '@apollo/client';
import type { ListeningAction, Reaction } from '@earmark/shared';
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

type Target = { __typename: 'Release' | 'Song'; id: string };
type Document = TypedDocumentNode<Record<string, unknown>, Record<string, unknown>>;

/** The §7.2 mutation behind one action on one item: its document, field and variables. */
export type ListeningOperation = { mutation: Document; field: string; variables: Record<string, unknown> };

const op = (mutation: unknown, field: string, variables: Record<string, unknown>): ListeningOperation => ({
  mutation: mutation as Document,
  field,
  variables,
});

function byItem(target: Target, release: [unknown, string], song: [unknown, string], extra = {}) {
  return target.__typename === 'Release'
    ? op(release[0], release[1], { releaseId: target.id, ...extra })
    : op(song[0], song[1], { songId: target.id, ...extra });
}

const REACT: Record<Reaction, [unknown, string]> = {
  LIKED: [LikeItemMutation, 'likeItem'],
  LOVED: [LoveItemMutation, 'loveItem'],
  FAVORITED: [FavoriteItemMutation, 'favoriteItem'],
};
const UNREACT: Record<Reaction, [unknown, string]> = {
  LIKED: [UnlikeItemMutation, 'unlikeItem'],
  LOVED: [UnloveItemMutation, 'unloveItem'],
  FAVORITED: [UnfavoriteItemMutation, 'unfavoriteItem'],
};

function reactionOperation(target: Target, [mutation, field]: [unknown, string]): ListeningOperation {
  const itemType = target.__typename === 'Release' ? 'RELEASE' : 'SONG';
  // FavoriteItem takes (id, type: string); like and love take (itemId, itemType).
  return field.endsWith('avoriteItem')
    ? op(mutation, field, { id: target.id, type: itemType.toLowerCase() })
    : op(mutation, field, { itemId: target.id, itemType });
}

export function listeningOperation(target: Target, action: ListeningAction): ListeningOperation {
  const itemArgs = { itemId: target.id, itemType: target.__typename === 'Release' ? 'RELEASE' : 'SONG' };
  switch (action.kind) {
    case 'check':
      return byItem(target, [CheckReleaseMutation, 'checkRelease'], [CheckSongMutation, 'checkSong']);
    case 'uncheck':
      return byItem(target, [UncheckReleaseMutation, 'uncheckRelease'], [UncheckSongMutation, 'uncheckSong']);
    case 'deepListen':
      return op(MarkDeepListenMutation, 'markDeepListen', itemArgs);
    case 'removeDeepListen':
      return op(UnmarkDeepListenMutation, 'unmarkDeepListen', itemArgs);
    case 'purpleCheck':
      return op(MarkPurpleCheckMutation, 'markPurpleCheck', { releaseId: target.id });
    case 'removePurpleCheck':
      return op(UnmarkPurpleCheckMutation, 'unmarkPurpleCheck', { releaseId: target.id });
    case 'react':
      return reactionOperation(target, REACT[action.reaction]);
    case 'unreact':
      return reactionOperation(target, UNREACT[action.reaction]);
    case 'rate':
      return byItem(target, [RateReleaseMutation, 'rateRelease'], [RateSongMutation, 'rateSong'], {
        rating: action.rating,
      });
    case 'removeRating':
      return byItem(
        target,
        [RemoveReleaseRatingMutation, 'removeReleaseRating'],
        [RemoveSongRatingMutation, 'removeSongRating'],
      );
    case 'addToListenTo':
      return byItem(
        target,
        [AddToListenToMutation, 'addToListenTo'],
        [AddSongToListenToMutation, 'addSongToListenTo'],
      );
    case 'removeFromListenTo':
      return byItem(
        target,
        [RemoveFromListenToMutation, 'removeFromListenTo'],
        [RemoveSongFromListenToMutation, 'removeSongFromListenTo'],
      );
  }
}
