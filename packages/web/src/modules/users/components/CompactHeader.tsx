import { Avatar, Group, Text } from '@mantine/core';
import type { UserForUserPageQuery } from '../../../graphql/generated/graphql';
import { MemberName } from '../../../ui/MemberName';
import { SupporterBadge } from '../../../ui/SupporterBadge';
import { FollowButton } from '../../social';
import { blockStandsBetween } from '../blocks';

type Props = { user: NonNullable<UserForUserPageQuery['user']> };

/** The header of the user page's other sections: a small avatar and the username. */
export function CompactHeader({ user }: Props) {
  return (
    <Group gap="sm">
      <Avatar src={user.avatar} alt="" name={user.username} color="initials" size={36} radius="xl" />
      <Text fw={800} fz="lg" component="h1" m={0}>
        <MemberName displayName={user.displayName} username={user.username} />
      </Text>
      <SupporterBadge user={user} size="xs" />
      {!blockStandsBetween(user) && <FollowButton user={user} />}
    </Group>
  );
}
