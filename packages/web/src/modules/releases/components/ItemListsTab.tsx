import { useQuery } from '@apollo/client/react';
import { ITEM_KIND_NAMES } from '@earmark/shared';
import type { ItemType } from '../../../graphql/generated/graphql';
import { ITEM_TABS } from '../itemTabs';
import { ItemListsPanel, moreListsVariables } from './ItemListsPanel';

type Props = { kind: ItemType; id: string };

/** A release's or song's lists tab: the curator and member lists that hold it. */
export function ItemListsTab({ kind, id }: Props) {
  const tabs = ITEM_TABS[kind];
  const { data, error, fetchMore } = useQuery(tabs.lists, { variables: { id } });
  return (
    <ItemListsPanel
      item={data?.[ITEM_KIND_NAMES[kind].queryField]}
      error={error}
      noun={tabs.noun}
      onLoadMore={(section, offset) => fetchMore({ variables: moreListsVariables(section, offset) })}
    />
  );
}
