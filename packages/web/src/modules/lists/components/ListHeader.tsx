import { Anchor, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ListHeaderFieldsFragment } from '../../../graphql/generated/graphql';
import { plural } from '../../../lib/format';
import { ROUTES } from '../../../lib/links';
import { MemberName } from '../../../ui/MemberName';
import { TruncatedText } from '../../../ui/TruncatedText';
import { periodText } from '../listText';
import { FollowListButton } from './FollowListButton';
import { LikeListButton } from './LikeListButton';
import { EditListShortcut, ListActionsMenu } from './ListActions';
import { ListCovers } from './ListCovers';
import { ListProgressBar } from './ListProgressBar';

export function ListCreator({ list }: { list: ListHeaderFieldsFragment }) {
  const link = list.createdByLink;
  const user = list.createdByUser;
  // A member's own list names them as everywhere else: the name they gave and @username.
  const name =
    list.createdByAndCreatedByUserAreSame && user ? (
      <Anchor component={Link} to={ROUTES.user(user.username)}>
        <MemberName displayName={user.displayName} username={user.username} />
      </Anchor>
    ) : link === null || link === undefined ? (
      list.createdBy
    ) : link.startsWith('/') ? (
      <Anchor component={Link} to={link}>
        {list.createdBy}
      </Anchor>
    ) : (
      <Anchor href={link} target="_blank" rel="noopener noreferrer">
        {list.createdBy}
      </Anchor>
    );
  return (
    <Text c="dimmed" size="sm">
      by {name}
      {!list.createdByAndCreatedByUserAreSame && list.createdByUser && (
        <>
          {' · added by '}
          <Anchor component={Link} to={ROUTES.user(list.createdByUser.username)}>
            <MemberName displayName={list.createdByUser.displayName} username={list.createdByUser.username} />
          </Anchor>
        </>
      )}
    </Text>
  );
}

/** Name, curator or creator, description, period, tags, counts, covers, progress and actions. */
export function ListHeader({ list }: { list: ListHeaderFieldsFragment }) {
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Box w={220}>
        <ListCovers covers={list.albumCovers} />
      </Box>
      <Stack gap="xs" style={{ flex: 1, minWidth: 260 }}>
        <Group gap="xs">
          {list.isOfficial && <Badge variant="light">Official</Badge>}
          <Badge variant="outline" color="gray">
            {periodText(list.period, list.yearStart, list.yearEnd)}
          </Badge>
          {list.tags
            .filter((tag) => !tag.startsWith('favorite-'))
            .map((tag) => (
              <Badge key={tag} variant="light" color="gray">
                {tag}
              </Badge>
            ))}
        </Group>
        <Title order={1}>{list.name}</Title>
        <ListCreator list={list} />
        {list.description && <TruncatedText text={list.description} limit={300} />}
        <Text size="sm" c="dimmed">
          {plural(list.itemsCount, 'item')} · {plural(list.numberOfLikes, 'like')} ·{' '}
          {plural(list.numberOfFollows, 'follower')}
        </Text>
        <ListProgressBar listId={list.id} />
        <Group gap="xs" mt="xs">
          <LikeListButton listId={list.id} />
          <FollowListButton listId={list.id} />
          <EditListShortcut listId={list.id} />
          <ListActionsMenu listId={list.id} />
        </Group>
      </Stack>
    </Group>
  );
}
