import { useMutation } from '@apollo/client/react';
import { showErrorToast } from '../../../ui/errorToast';
import { useCurrentUser } from '../../auth';
import { showSignUpPrompt } from '../../listening';
import { FollowListMutation } from '../graphql/followList';
import { LikeListMutation } from '../graphql/likeList';
import { UnfollowListMutation } from '../graphql/unfollowList';
import { UnlikeListMutation } from '../graphql/unlikeList';

type Flags = { id: string; on: boolean; count: number };

/** Like or follow a list (and take it back), applied at once and reverted on error; guests get the sign-up prompt. */
export function useListToggle(kind: 'like' | 'follow') {
  const member = useCurrentUser();
  const [like, likeState] = useMutation(LikeListMutation);
  const [unlike, unlikeState] = useMutation(UnlikeListMutation);
  const [follow, followState] = useMutation(FollowListMutation);
  const [unfollow, unfollowState] = useMutation(UnfollowListMutation);
  const loading = likeState.loading || unlikeState.loading || followState.loading || unfollowState.loading;

  async function toggle({ id, on, count }: Flags) {
    if (!member) {
      showSignUpPrompt(kind === 'like' ? 'like lists' : 'follow lists');
      return;
    }
    const variables = { listId: id };
    const next = { id, count: count + (on ? -1 : 1) };
    try {
      if (kind === 'like') {
        const optimisticResponse = {
          __typename: 'List' as const,
          id,
          currentUserLikes: !on,
          numberOfLikes: next.count,
        };
        await (on
          ? unlike({ variables, optimisticResponse: { unlikeList: optimisticResponse } })
          : like({ variables, optimisticResponse: { likeList: optimisticResponse } }));
      } else {
        const optimisticResponse = {
          __typename: 'List' as const,
          id,
          currentUserFollows: !on,
          numberOfFollows: next.count,
        };
        await (on
          ? unfollow({ variables, optimisticResponse: { unfollowList: optimisticResponse } })
          : follow({ variables, optimisticResponse: { followList: optimisticResponse } }));
      }
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    }
  }

  return { toggle, loading };
}
