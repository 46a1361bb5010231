import { useQuery } from '@apollo/client/react';
import { ITEM_KIND_NAMES, LIMITS } from '@earmark/shared';
import type { ItemType } from '../../../graphql/generated/graphql';
import { ITEM_TABS } from '../itemTabs';
import { LogsPanel } from './LogsPanel';

type Props = { kind: ItemType; id: string };

/** A release's or song's activity tab: its reflections, a page at a time. */
export function ItemActivityTab({ kind, id }: Props) {
  const tabs = ITEM_TABS[kind];
  const { data, error, loading, fetchMore } = useQuery(tabs.logs, {
    variables: { id, offset: 0, limit: LIMITS.activityPageSize },
    notifyOnNetworkStatusChange: true,
  });
  return (
    <LogsPanel
      logs={data?.[ITEM_KIND_NAMES[kind].queryField]?.logs}
      error={error}
      loading={loading}
      emptyMessage={`Nobody has reflected on this ${tabs.noun} yet.`}
      onLoadMore={(offset) => void fetchMore({ variables: { offset } })}
    />
  );
}
