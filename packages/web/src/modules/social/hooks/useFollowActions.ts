import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { FollowFlagsFieldsFragment } from '../../../graphql/generated/graphql';
import { showErrorToast } from '../../../ui/errorToast';
import { useCurrentUser } from '../../auth';
import { FollowUserMutation } from '../graphql/followUser';
import { UnfollowUserMutation } from '../graphql/unfollowUser';

/**
 * After the server has answered: the member's "Follows" pages and the other member's "Followed by"
 * pages are stale (a new name belongs in them), so they are dropped from the cache and every list
 * on screen asks again; the member's own followees count moves with them.
 */
function forgetNetworkPages(cache: ApolloCache, memberId: string, otherId: string, following: boolean): void {
  const member = cache.identify({ __typename: 'User', id: memberId });
  const other = cache.identify({ __typename: 'User', id: otherId });
  cache.modify({
    id: member,
    fields: { numberOfFollowees: (count: number) => Math.max(0, count + (following ? 1 : -1)) },
  });
  cache.evict({ id: member, fieldName: 'followees' });
  cache.evict({ id: other, fieldName: 'followers' });
}

/** Follow and unfollow with an optimistic answer (flags and the followee's follower count). */
export function useFollowActions(user: FollowFlagsFieldsFragment) {
  const client = useApolloClient();
  const member = useCurrentUser();
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
      if (member) forgetNetworkPages(client.cache, member.id, user.id, following);
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    }
  };
  return { toggle, loading: followState.loading || unfollowState.loading };
}
