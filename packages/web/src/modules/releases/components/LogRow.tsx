import { LIMITS } from '@earmark/shared';
import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LogRowFieldsFragment } from '../../../graphql/generated/graphql';
import { ROUTES } from '../../../lib/links';
import { LogBadges } from '../../../ui/LogBadges';
import { RatingStars } from '../../../ui/RatingStars';
import { TruncatedText } from '../../../ui/TruncatedText';

type Props = { log: LogRowFieldsFragment };

/** One reflection in an item's activity tab: who, when, rating, reaction, review and gratitude. */
export function LogRow({ log }: Props) {
  return (
    <Paper withBorder radius="lg" p="md" component="article">
      <Stack gap={6}>
        <Group gap={8}>
          <Avatar
            src={log.user.avatar}
            alt=""
            name={log.user.username}
            color="initials"
            size={28}
            radius="xl"
          />
          <Anchor component={Link} to={ROUTES.user(log.user.username)} fw={700} size="sm" c="dark">
            @{log.user.username}
          </Anchor>
          {log.dateText && (
            <Anchor component={Link} to={log.link} size="xs" c="dimmed">
              {log.dateText}
            </Anchor>
          )}
          {log.rating != null && <RatingStars value={log.rating} />}
          <LogBadges log={log} />
        </Group>
        {log.reviewTitle && <Text fw={700}>{log.reviewTitle}</Text>}
        {log.review && <TruncatedText text={log.review} limit={LIMITS.reviewTruncate} />}
        {log.gratitude && (
          <div>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              Gratitude
            </Text>
            <TruncatedText text={log.gratitude} limit={LIMITS.reviewTruncate} />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
