import { Anchor, Avatar, Button, Group, Stack, Text, Title, useMatches } from '@mantine/core';
import { IconChartBar, IconLock, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { UserForUserPageQuery } from '../../../graphql/generated/graphql';
import { ROUTES } from '../../../lib/links';
import { MemberName } from '../../../ui/MemberName';
import { StatGroup } from '../../../ui/StatGroup';
import { SupporterBadge } from '../../../ui/SupporterBadge';
import { TruncatedText } from '../../../ui/TruncatedText';
import { FollowButton, followRelation } from '../../social';
import { blockStandsBetween } from '../blocks';
import { PRIVATE_TO_OTHERS } from '../privacyText';
import { ShareProfileButton } from './ShareProfileButton';
import { UserMoreMenu } from './UserMoreMenu';

type User = NonNullable<UserForUserPageQuery['user']>;
type Props = { user: User; own: boolean; signedIn: boolean };

/** The profile's header: avatar, badge, bio, website, counts, and the owner's or visitor's actions. */
export function UserHeader({ user, own, signedIn }: Props) {
  const bioLimit = useMatches({ base: 125, xs: 175, sm: 200, md: 250 });
  const base = ROUTES.user(user.username);
  const relation = followRelation(user);
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Avatar src={user.avatar} alt="" name={user.username} color="initials" size={96} radius={96} />
      <Stack gap={8} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Title order={1} size="h2">
            <MemberName displayName={user.displayName} username={user.username} />
          </Title>
          <SupporterBadge user={user} size="md" />
          {relation && (
            <Text size="sm" c="dimmed">
              {relation}
            </Text>
          )}
        </Group>
        {user.isPrivate && (
          <Text size="sm" c="dimmed">
            <IconLock size={14} aria-hidden style={{ verticalAlign: '-2px' }} /> Private profile:{' '}
            {own
              ? 'only your friends see your checks, ratings, diary and reviews.'
              : user.isFriendsWithCurrentUser
                ? 'you see their listening because you are friends.'
                : PRIVATE_TO_OTHERS}
          </Text>
        )}
        {user.bio && <TruncatedText text={user.bio} limit={bioLimit} label="Bio" />}
        {user.website && (
          <Anchor href={user.website} target="_blank" rel="noopener noreferrer nofollow" size="sm">
            {user.website.replace(/^https?:\/\//, '')}
          </Anchor>
        )}
        <StatGroup
          stats={[
            { label: 'Checks', value: user.numberOfChecks, to: `${base}/listened` },
            { label: 'Lists', value: user.numberOfLists, to: `${base}/lists` },
            { label: 'Following', value: user.numberOfFollowees, to: `${base}/network` },
            { label: 'Followers', value: user.numberOfFollowers, to: `${base}/network` },
          ]}
        />
        <Group gap="xs">
          {own ? (
            <Button
              component={Link}
              to={ROUTES.settings}
              size="xs"
              variant="default"
              leftSection={<IconSettings size={14} />}
            >
              Edit profile
            </Button>
          ) : (
            !blockStandsBetween(user) && <FollowButton user={user} size="sm" />
          )}
          <Button
            component={Link}
            to={`${base}/stats`}
            size="xs"
            variant="default"
            leftSection={<IconChartBar size={14} aria-hidden />}
          >
            Stats
          </Button>
          <ShareProfileButton username={user.username} />
          {signedIn && !own && <UserMoreMenu user={user} />}
        </Group>
      </Stack>
    </Group>
  );
}
