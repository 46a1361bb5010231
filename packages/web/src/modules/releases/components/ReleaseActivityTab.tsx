import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@earmark/shared';
import { ReleaseLogsQuery } from '../graphql/ReleaseLogs';
import { LogsPanel } from './LogsPanel';

type Props = { releaseId: string };

export function ReleaseActivityTab({ releaseId }: Props) {
  const { data, error, loading, fetchMore } = useQuery(ReleaseLogsQuery, {
    variables: { id: releaseId, offset: 0, limit: LIMITS.activityPageSize },
    notifyOnNetworkStatusChange: true,
  });
  return (
    <LogsPanel
      logs={data?.release?.logs}
      error={error}
      loading={loading}
      emptyMessage="Nobody has reflected on this release yet."
      onLoadMore={(offset) => void fetchMore({ variables: { offset } })}
    />
  );
}
