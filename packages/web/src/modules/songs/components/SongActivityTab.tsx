import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@earmark/shared';
import { LogsPanel } from '../../releases';
import { SongLogsQuery } from '../graphql/SongLogs';

type Props = { songId: string };

export function SongActivityTab({ songId }: Props) {
  const { data, error, loading, fetchMore } = useQuery(SongLogsQuery, {
    variables: { id: songId, offset: 0, limit: LIMITS.activityPageSize },
    notifyOnNetworkStatusChange: true,
  });
  return (
    <LogsPanel
      logs={data?.song?.logs}
      error={error}
      loading={loading}
      emptyMessage="Nobody has reflected on this song yet."
      onLoadMore={(offset) => void fetchMore({ variables: { offset } })}
    />
  );
}
