import { useMutation } from '@apollo/client/react';
import type { FollowFlagsFieldsFragment } from '../../../graphql/generated/graphql';
import { showErrorToast } from '../../../ui/errorToast';
import { FollowUserMutation } from '../graphql/followUser';
import { UnfollowUserMutation } from '../graphql/unfollowUser';

/** Follow and unfollow with an optimistic answer (flags and the followee's follower count). */
export function useFollowActions(user: FollowFlagsFieldsFragment) {
  const [follow, followState] = useMutation(FollowUserMutation);
  const [unfollow, unfollowState] = useMutation(UnfollowUserMutation);
  const toggle = async () => {
    const following = !user.isFollowedByCurrentUser;
    const answer = {
      ...user,
      __typename: 'User' as const,
      isFollowedByCurrentUser: following,
      isFriendsWithCurrentUser: following && user.isFollowingCurrentUser,
      numberOfFollowers: Math.max(0, user.numberOfFollowers + (following ? 1 : -1)),
    };
    const variables = { followeeUsername: user.username };
    try {
      if (following) await follow({ variables, optimisticResponse: { followUser: answer } });
      else await unfollow({ variables, optimisticResponse: { unfollowUser: answer } });
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    }
  };
  return { toggle, loading: followState.loading || unfollowState.loading };
}
