import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { timeAgo } from '../../../lib/format';
import { SectionHeading } from '../../../ui/SectionHeading';
import { UserRecentListensQuery } from '../graphql/UserRecentListens';

const SHOWN = 8;

type Props = { username: string };

/** A profile's "Recent listens": the last plays scrobbled or imported (hidden when there are none). */
export function RecentListens({ username }: Props) {
  const { data } = useQuery(UserRecentListensQuery, { variables: { username, limit: SHOWN } });
  const listens = data?.user?.listens.edges.map((edge) => edge.node) ?? [];
  if (listens.length === 0) return null;
  return (
    <section aria-labelledby="recent-listens">
      <SectionHeading id="recent-listens">Recent listens</SectionHeading>
      <Stack gap={6}>
        {listens.map((listen) => (
          <Group key={listen.id} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" lineClamp={1}>
              {listen.song ? (
                <Anchor component={Link} to={listen.song.link}>
                  {listen.trackName}
                </Anchor>
              ) : (
                listen.trackName
              )}{' '}
              <Text span c="dimmed">
                by {listen.artistName}
              </Text>
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {timeAgo(listen.listenedAt)}
            </Text>
          </Group>
        ))}
      </Stack>
    </section>
  );
}
