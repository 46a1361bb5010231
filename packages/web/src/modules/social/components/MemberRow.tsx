import { Anchor, Avatar, Group, SimpleGrid, type StyleProp, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { FollowFlagsFieldsFragment } from '../../../graphql/generated/graphql';
import { ROUTES } from '../../../lib/links';
import { MemberName } from '../../../ui/MemberName';
import { SupporterBadge, type SupporterFlags } from '../../../ui/SupporterBadge';
import { FollowButton, followRelation } from './FollowButton';

export type MemberRowUser = FollowFlagsFieldsFragment & SupporterFlags & { avatar?: string | null };

/**
 * One member in any users list (an item's users tab, a list's likers and followers, a network):
 * avatar, name with the supporter badge, their relation to the signed-in member, the follow button.
 */
export function MemberRow({ user }: { user: MemberRowUser }) {
  const relation = followRelation(user);
  return (
    <Group gap="sm" wrap="nowrap" py={6}>
      <Avatar src={user.avatar} alt="" name={user.username} color="initials" size={40} radius="xl" />
      <div style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Anchor component={Link} to={ROUTES.user(user.username)} fw={700} c="bright">
            <MemberName displayName={user.displayName} username={user.username} />
          </Anchor>
          <SupporterBadge user={user} size="xs" />
        </Group>
        {relation && (
          <Text size="xs" c="dimmed">
            {relation}
          </Text>
        )}
      </div>
      <div style={{ marginLeft: 'auto' }}>
        <FollowButton user={user} />
      </div>
    </Group>
  );
}

/** Members as a list of rows, in as many columns as `cols` gives each width. */
export function MemberGrid({
  users,
  cols,
}: {
  users: readonly { node: MemberRowUser }[];
  cols: StyleProp<number>;
}) {
  return (
    <SimpleGrid cols={cols} spacing="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {users.map(({ node }) => (
        <li key={node.id}>
          <MemberRow user={node} />
        </li>
      ))}
    </SimpleGrid>
  );
}
