import { Anchor, Avatar, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { UserRowFieldsFragment } from '../../../graphql/generated/graphql';
import { ROUTES } from '../../../lib/links';

type Props = { user: UserRowFieldsFragment };

/** "Mutual followers", "Follows you" or "Following". */
function relation(user: UserRowFieldsFragment): string | null {
  if (user.isFriendsWithCurrentUser) return 'Mutual followers';
  if (user.isFollowingCurrentUser) return 'Follows you';
  if (user.isFollowedByCurrentUser) return 'Following';
  return null;
}

/** One member in a users tab; the follow button joins here with the social features. */
export function UserRow({ user }: Props) {
  const text = relation(user);
  return (
    <Group gap="sm" wrap="nowrap" py={6}>
      <Avatar src={user.avatar} alt="" name={user.username} color="initials" size={40} radius="xl" />
      <div style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Anchor component={Link} to={ROUTES.user(user.username)} fw={700} c="dark">
            @{user.username}
          </Anchor>
          {user.isSupporter && (
            <Badge size="xs" variant="light">
              Supporter
            </Badge>
          )}
        </Group>
        {text && (
          <Text size="xs" c="dimmed">
            {text}
          </Text>
        )}
      </div>
    </Group>
  );
}
