import { ITEM_KIND_NAMES } from '@earmark/shared';
import type { ReactNode } from 'react';
import type { ItemType } from '../../../graphql/generated/graphql';
import { itemHref } from '../../../lib/links';
import { RouteTabs, resolveTab } from '../../../ui/RouteTabs';
import { ItemActivityTab } from './ItemActivityTab';
import { ItemListsTab } from './ItemListsTab';
import { ItemUsersTab } from './ItemUsersTab';

const ITEM_PAGE_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'activity', label: 'Activity' },
  { value: 'lists', label: 'Lists' },
  { value: 'users', label: 'Users' },
] as const;

type Props = {
  kind: ItemType;
  id: string;
  /** The tab named in the URL; an unknown one shows the overview. */
  tab: string | undefined;
  /** The kind's own overview (tracks, or the song's release and credits). */
  overview: ReactNode;
};

/** A release's or song's page below its header: Overview, Activity, Lists and Users, following the URL. */
export function ItemPageTabs({ kind, id, tab, overview }: Props) {
  const active = resolveTab(ITEM_PAGE_TABS, tab);
  return (
    <div>
      <RouteTabs
        tabs={ITEM_PAGE_TABS}
        active={active}
        basePath={itemHref({ __typename: ITEM_KIND_NAMES[kind].typename, id })}
      />
      {active === 'overview' && overview}
      {active === 'activity' && <ItemActivityTab kind={kind} id={id} />}
      {active === 'lists' && <ItemListsTab kind={kind} id={id} />}
      {active === 'users' && <ItemUsersTab kind={kind} id={id} />}
    </div>
  );
}
