import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ITEM_KIND_NAMES } from '@earmark/shared';
import { Skeleton } from '@mantine/core';
import type { ItemType } from '../../../graphql/generated/graphql';
import type { ActionItem } from '../actionItem';
import { ReleaseForActionsQuery } from '../graphql/ReleaseForActions';
import { SongForActionsQuery } from '../graphql/SongForActions';
import { ItemActions } from './ItemActions';

/** Each kind's flags are asked under its own query field, so each has its own document. */
const FOR_ACTIONS: Record<
  ItemType,
  TypedDocumentNode<{ release?: ActionItem | null; song?: ActionItem | null }, { id: string }>
> = {
  RELEASE: ReleaseForActionsQuery,
  SONG: SongForActionsQuery,
};

type Props = { kind: ItemType; id: string; compact?: boolean };

/** A release's or song's listening actions, loading their own flags (ReleaseForActions, SongForActions) by id. */
export function ItemActionsById({ kind, id, compact }: Props) {
  const { data } = useQuery(FOR_ACTIONS[kind], { variables: { id } });
  const item = data?.[ITEM_KIND_NAMES[kind].queryField];
  if (!item) return <Skeleton height={30} width={compact ? 160 : 420} radius="xl" />;
  return <ItemActions item={item} compact={compact} />;
}
