import { Button } from '@mantine/core';
import type { FollowFlagsFieldsFragment } from '../../../graphql/generated/graphql';
import { useCurrentUser } from '../../auth';
import { useFollowActions } from '../hooks/useFollowActions';

type Props = { user: FollowFlagsFieldsFragment; size?: 'xs' | 'sm' };

/** "Follow", "Follow back" (they follow you) or "Unfollow"; hidden for guests and on one's own name. */
export function FollowButton({ user, size = 'xs' }: Props) {
  const member = useCurrentUser();
  const { toggle, loading } = useFollowActions(user);
  if (!member || member.id === user.id) return null;
  const following = user.isFollowedByCurrentUser;
  const label = following ? 'Unfollow' : user.isFollowingCurrentUser ? 'Follow back' : 'Follow';
  return (
    <Button
      size={size}
      radius="xl"
      variant={following ? 'default' : 'filled'}
      loading={loading}
      aria-pressed={following}
      aria-label={`${label} @${user.username}`}
      onClick={() => void toggle()}
    >
      {label}
    </Button>
  );
}

/** "Mutual followers", "Follows you" or "Following", from the signed-in member's side. */
export function followRelation(user: FollowFlagsFieldsFragment): string | null {
  if (user.isFriendsWithCurrentUser) return 'Mutual followers';
  if (user.isFollowingCurrentUser) return 'Follows you';
  if (user.isFollowedByCurrentUser) return 'Following';
  return null;
}
