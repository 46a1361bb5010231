import { Skeleton, Stack, Text } from '@mantine/core';
import type { LogRowFieldsFragment } from '../../../graphql/generated/graphql';
import { plural } from '../../../lib/format';
import { EmptyPanel } from '../../../ui/EmptyPanel';
import { MoreButton } from '../../../ui/MoreButton';
import { PanelError } from '../../../ui/PanelError';
import { LogRow } from './LogRow';

type Logs = {
  edges: readonly { node: LogRowFieldsFragment }[];
  pageInfo: { hasMore: boolean; totalCount: number };
};

type Props = {
  logs: Logs | undefined;
  error: { message: string } | undefined;
  loading: boolean;
  emptyMessage: string;
  onLoadMore: (offset: number) => void;
};

/** The activity tab of a release or song: its reflections, 20 at a time (read-only for now). */
export function LogsPanel({ logs, error, loading, emptyMessage, onLoadMore }: Props) {
  if (error && !logs) return <PanelError error={error} />;
  if (!logs) return <Skeleton height={160} radius="md" role="status" aria-label="Loading" />;
  if (logs.edges.length === 0) return <EmptyPanel title="No activity yet" message={emptyMessage} />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {plural(logs.pageInfo.totalCount, 'reflection')}
      </Text>
      {logs.edges.map(({ node }) => (
        <LogRow key={node.id} log={node} />
      ))}
      {logs.pageInfo.hasMore && (
        <MoreButton onClick={() => onLoadMore(logs.edges.length)} loading={loading} />
      )}
    </Stack>
  );
}
