import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CurrentUserForNotificationsDrawerQuery } from '../../../graphql/generated/graphql';
import { itemHref, ROUTES } from '../../../lib/links';
import { MemberName } from '../../../ui/MemberName';
import { TimeAgo } from '../../../ui/TimeAgo';
import { RecAnswerActions } from '../../recommendations';

type Notification = NonNullable<
  CurrentUserForNotificationsDrawerQuery['currentUser']
>['recNotifications'][number];

type Props = { note: Notification; onNavigate: () => void };

/** What happened, as a sentence with its links; null for a notification whose subject is gone. */
function Sentence({ note, who, onNavigate }: Props & { who: ReactNode }) {
  const { rec, log } = note;
  if (note.kind === 'FOLLOW') return <>{who} started following you</>;
  if (note.kind === 'UPVOTE') {
    if (!log) return null;
    const writing = note.upvoteType === 'gratitude' ? 'gratitude note' : 'review';
    return (
      <>
        {who} upvoted your{' '}
        <Anchor component={Link} to={log.link} fw={700} onClick={onNavigate} inherit>
          {writing} of {log.item.title}
        </Anchor>
      </>
    );
  }
  if (!rec) return null;
  const item = (
    <Anchor component={Link} to={itemHref(rec.item)} fw={700} onClick={onNavigate} inherit>
      {rec.item.title}
    </Anchor>
  );
  return note.kind === 'REC_RESPONSE' ? (
    <>
      {who} responded to your recommendation of {item}
    </>
  ) : (
    <>
      {who} recommended {item}
    </>
  );
}

/**
 * One line of the drawer: who did what, when, with links to the member and the subject: a
 * recommendation (with what was said, and Respond/Decline for the recipient), a response, a new
 * follower, an upvote of the member's review or gratitude.
 */
export function NotificationItem({ note, onNavigate }: Props) {
  const { rec, user } = note;
  const who = user ? (
    <Anchor component={Link} to={ROUTES.user(user.username)} fw={700} c="bright" onClick={onNavigate} inherit>
      <MemberName displayName={user.displayName} username={user.username} />
    </Anchor>
  ) : rec?.list ? (
    <Anchor component={Link} to={ROUTES.list(rec.list.id)} fw={700} onClick={onNavigate} inherit>
      {rec.list.name}
    </Anchor>
  ) : null;
  const sentence = <Sentence note={note} who={who} onNavigate={onNavigate} />;
  const said = rec ? (note.kind === 'REC_RESPONSE' ? rec.userResponse : rec.explanation) : null;
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" py="xs" data-viewed={note.viewed} data-kind={note.kind}>
      <Avatar
        src={user?.avatar}
        alt=""
        name={user?.username ?? rec?.list?.name ?? ''}
        color="initials"
        size={32}
      />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm">{sentence}</Text>
        {said && (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            “{said}”
          </Text>
        )}
        <Text size="xs" c="dimmed">
          <TimeAgo date={note.date} />
          {!note.viewed && ' · new'}
        </Text>
        {note.kind === 'REC' && rec?.recipient && (
          <RecAnswerActions rec={rec} recipient={rec.recipient.username} onNavigate={onNavigate} />
        )}
      </Stack>
    </Group>
  );
}
