import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CurrentUserForNotificationsDrawerQuery } from '../../../graphql/generated/graphql';
import { itemHref, ROUTES } from '../../../lib/links';
import { TimeAgo } from '../../../ui/TimeAgo';
import { RecAnswerActions } from '../../recommendations';

type Notification = NonNullable<
  CurrentUserForNotificationsDrawerQuery['currentUser']
>['recNotifications'][number];

/** One line of the drawer: who recommended what (or responded to what), when, and what they said. */
export function NotificationItem({ note, onNavigate }: { note: Notification; onNavigate: () => void }) {
  const { rec, user } = note;
  const item = (
    <Anchor component={Link} to={itemHref(rec.item)} fw={700} onClick={onNavigate} inherit>
      {rec.item.title}
    </Anchor>
  );
  const who = user ? (
    <Anchor component={Link} to={ROUTES.user(user.username)} fw={700} c="dark" onClick={onNavigate} inherit>
      @{user.username}
    </Anchor>
  ) : rec.list ? (
    <Anchor component={Link} to={ROUTES.list(rec.list.id)} fw={700} onClick={onNavigate} inherit>
      {rec.list.name}
    </Anchor>
  ) : null;
  const said = note.kind === 'REC_RESPONSE' ? rec.userResponse : rec.explanation;
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" py="xs" data-viewed={note.viewed}>
      <Avatar
        src={user?.avatar}
        alt=""
        name={user?.username ?? rec.list?.name ?? ''}
        color="initials"
        size={32}
      />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm">
          {note.kind === 'REC_RESPONSE' ? (
            <>
              {who} responded to your recommendation of {item}
            </>
          ) : (
            <>
              {who} recommended {item}
            </>
          )}
        </Text>
        {said && (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            “{said}”
          </Text>
        )}
        <Text size="xs" c="dimmed" component="time" dateTime={note.date}>
          <TimeAgo date={note.date} />
          {!note.viewed && ' · new'}
        </Text>
        {note.kind === 'REC' && rec.recipient && (
          <RecAnswerActions rec={rec} recipient={rec.recipient.username} onNavigate={onNavigate} />
        )}
      </Stack>
    </Group>
  );
}
