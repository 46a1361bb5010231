import { Anchor, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { MemberName } from '../../../ui/MemberName';

type Props = {
  user: { username: string; avatar: string; displayName?: string | null };
  title: string;
  /** The member looks at their own numbers, which others cannot see. */
  onlyYouSee: boolean;
};

/** The member's avatar and name over the page's title, with the way back to the profile. */
export function StatsHeader({ user, title, onlyYouSee }: Props) {
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={user.avatar} alt="" name={user.username} color="initials" size={56} radius={56} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text size="sm">
          <Anchor component={Link} to={ROUTES.user(user.username)}>
            <MemberName displayName={user.displayName ?? null} username={user.username} />
          </Anchor>
          {onlyYouSee && (
            <Text span c="dimmed" size="sm">
              {' '}
              · Only you see these: “Show my stats” is off in{' '}
              <Anchor component={Link} to={ROUTES.settings} inherit>
                Settings
              </Anchor>
              .
            </Text>
          )}
        </Text>
      </Stack>
    </Group>
  );
}
