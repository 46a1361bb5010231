import { LIMITS } from '@earmark/shared';
import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LogFieldsFragment } from '../../../graphql/generated/graphql';
import { itemHref, ROUTES } from '../../../lib/links';
import { ArtistCredits } from '../../../ui/ArtistCredits';
import { CoverImage } from '../../../ui/CoverImage';
import { LogBadges } from '../../../ui/LogBadges';
import { RatingStars } from '../../../ui/RatingStars';
import { SupporterBadge } from '../../../ui/SupporterBadge';
import { TruncatedText } from '../../../ui/TruncatedText';
import { LogOwnerActions } from './LogOwnerActions';
import { UpvoteButton } from './UpvoteButton';

type Props = {
  log: LogFieldsFragment;
  /** Condensed: shorter texts (60 characters) and no cover, as in the diary feed. */
  condensed?: boolean;
  showItem?: boolean;
  onDeleted?: () => void;
};

/** One reflection: the item, who and when, rating, reaction, writing with upvotes, actions. */
export function ReflectionCard({ log, condensed = false, showItem = true, onDeleted }: Props) {
  const limit = condensed ? LIMITS.reviewTruncateCondensed : LIMITS.reviewTruncate;
  const item = log.item;
  const named = item.__typename === 'Release' || item.__typename === 'Song' ? item : null;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-label={`Reflection by @${log.user.username}`}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        {showItem && named && (
          <Anchor component={Link} to={itemHref(named)} w={condensed ? 56 : 96} style={{ flex: 'none' }}>
            <CoverImage src={named.image} alt={`Cover of ${named.title}`} />
          </Anchor>
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          {showItem && named && (
            <div>
              <Anchor component={Link} to={itemHref(named)} fw={700} c="dark">
                {named.title}
              </Anchor>
              {named.year ? <Text span c="dimmed" size="sm">{` ${named.year}`}</Text> : null}
              <Text size="sm" c="dimmed" lineClamp={1}>
                <ArtistCredits artists={named.artists} />
              </Text>
            </div>
          )}
          <Group gap={8} wrap="wrap">
            <Avatar
              src={log.user.avatar}
              alt=""
              name={log.user.username}
              color="initials"
              size={24}
              radius="xl"
            />
            <Anchor component={Link} to={ROUTES.user(log.user.username)} fw={600} size="sm" c="dark">
              @{log.user.username}
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
          {log.review && (
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <div style={{ flex: 1 }}>
                <TruncatedText text={log.review} limit={limit} label="Review" />
              </div>
              <UpvoteButton log={log} type="review" />
            </Group>
          )}
          {log.gratitude && (
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <div style={{ flex: 1 }}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                  Gratitude
                </Text>
                <TruncatedText text={log.gratitude} limit={limit} label="Gratitude" />
              </div>
              <UpvoteButton log={log} type="gratitude" />
            </Group>
          )}
        </Stack>
        <LogOwnerActions log={log} onDeleted={onDeleted} />
      </Group>
    </Paper>
  );
}
