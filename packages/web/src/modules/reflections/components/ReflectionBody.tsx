import { LIMITS } from '@earmark/shared';
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { LogBadges } from '../../../ui/LogBadges';
import { MemberName } from '../../../ui/MemberName';
import { RatingStars } from '../../../ui/RatingStars';
import { SupporterBadge, type SupporterFlags } from '../../../ui/SupporterBadge';
import { TruncatedText } from '../../../ui/TruncatedText';
import classes from './ReflectionBody.module.css';

/**
 * What the body reads of a log: the reflection page's and diary's LogFields and an item activity
 * tab's LogRowFields both carry it (the full date and the supporter flags only the former).
 */
export type ReflectionBodyLog = ComponentProps<typeof LogBadges>['log'] & {
  link: string;
  dateText?: string | null;
  dateFull?: string | null;
  rating?: number | null;
  reviewTitle?: string | null;
  review?: string | null;
  gratitude?: string | null;
  user: SupporterFlags & { username: string; displayName?: string | null; avatar: string };
};

type WritingPart = 'review' | 'gratitude';

type Props = {
  log: ReflectionBodyLog;
  /** Characters of the review and of the gratitude shown before "more". */
  limit?: number;
  /** Above the byline: the item, on a card. */
  heading?: ReactNode;
  /** The byline heads the reflection (no item above it): a larger avatar, a bolder name. */
  lead?: boolean;
  /** What stands beside the review and beside the gratitude (their upvote buttons). */
  aside?: (part: WritingPart) => ReactNode;
};

/**
 * One reflection's byline and writing: who and when, rating and reaction, the review with its title
 * and the gratitude. The reflection card and an item's activity tab both show it.
 */
export function ReflectionBody({ log, limit = LIMITS.reviewTruncate, heading, lead = false, aside }: Props) {
  const writing = (part: WritingPart, content: ReactNode) => (
    <div className={classes.writing}>
      <div className={classes.text}>{content}</div>
      {aside?.(part)}
    </div>
  );
  return (
    <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
      {heading}
      <Group gap={8} wrap="wrap">
        <Avatar
          src={log.user.avatar}
          alt=""
          name={log.user.username}
          color="initials"
          size={lead ? 28 : 24}
          radius="xl"
        />
        <Anchor
          component={Link}
          to={ROUTES.user(log.user.username)}
          fw={lead ? 700 : 600}
          size="sm"
          c="bright"
        >
          <MemberName displayName={log.user.displayName} username={log.user.username} />
        </Anchor>
        <SupporterBadge user={log.user} size="xs" />
        {log.dateText && (
          <Anchor component={Link} to={log.link} size="xs" c="dimmed" title={log.dateFull ?? undefined}>
            {log.dateText}
          </Anchor>
        )}
        {log.rating != null && <RatingStars value={log.rating} />}
        <LogBadges log={log} />
      </Group>
      {log.reviewTitle && <Text fw={700}>{log.reviewTitle}</Text>}
      {log.review && writing('review', <TruncatedText text={log.review} limit={limit} label="Review" />)}
      {log.gratitude &&
        writing(
          'gratitude',
          <>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              Gratitude
            </Text>
            <TruncatedText text={log.gratitude} limit={limit} label="Gratitude" />
          </>,
        )}
    </Stack>
  );
}
