import { itemTypeOf } from '@earmark/shared';
import type { ListItemFieldsFragment } from '../../../graphql/generated/graphql';
import { creditText } from '../../../ui/ArtistCredits';
import { type DraftItem, type DraftSection, emptyDraft, itemKey, UNSECTIONED } from './listDraft';

/** A list item as the editor draws it. */
export function draftItemOf(entry: Pick<ListItemFieldsFragment, 'item' | 'description'>): DraftItem {
  const item = entry.item;
  const base =
    item.__typename === 'Artist'
      ? { type: 'ARTIST' as const, title: item.name, subtitle: 'Artist' }
      : {
          type: itemTypeOf(item.__typename),
          title: item.title,
          subtitle: [creditText(item.artists), item.year].filter(Boolean).join(' · '),
        };
  return {
    ...base,
    id: item.id,
    key: itemKey(base.type, item.id),
    image: item.image ?? null,
    description: entry.description ?? '',
    editingDescription: false,
  };
}

type Section = { id: string; title: string; description?: string | null; position: number };

/** The draft of a saved list: "Unsectioned" first, then its sections in order, each item in place. */
export function sectionsFromList(
  sections: readonly Section[],
  items: readonly ListItemFieldsFragment[],
): DraftSection[] {
  const out: DraftSection[] = [
    ...(emptyDraft().sections as DraftSection[]),
    ...[...sections]
      .sort((a, b) => a.position - b.position)
      .map((section) => ({
        id: section.id,
        title: section.title,
        description: section.description ?? '',
        items: [],
      })),
  ];
  const byId = new Map(out.map((section) => [section.id, section]));
  for (const entry of [...items].sort((a, b) => a.position - b.position)) {
    const section = byId.get(entry.sectionId ?? UNSECTIONED) ?? byId.get(UNSECTIONED);
    section?.items.push(draftItemOf(entry));
  }
  return out;
}
