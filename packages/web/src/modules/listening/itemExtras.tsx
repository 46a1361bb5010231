import { createContext, type ReactNode, useContext } from 'react';
import type { ActionItem } from './actionItem';

/**
 * What other features add to every release and song's actions without listening importing them
 * (the app composes them, see app/ItemExtras.tsx): buttons beside the listening buttons of an item
 * page, and entries of the item menu (Play, Reflect, Add to lists, Recommend, staff shortcuts, …).
 */
export type ItemMenuSection = 'listen' | 'reflect' | 'organize' | 'share' | 'metadata';

export type ItemExtras = {
  buttons?: (item: ActionItem) => ReactNode;
  /** What the Reflect button does (the `r` key of an item page runs it too). */
  reflect?: (item: ActionItem) => void;
  menu?: Partial<Record<ItemMenuSection, (item: ActionItem) => ReactNode>>;
};

const ItemExtrasContext = createContext<ItemExtras>({});

export const ItemExtrasProvider = ItemExtrasContext.Provider;

export function useItemExtras(): ItemExtras {
  return useContext(ItemExtrasContext);
}
