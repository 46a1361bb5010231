import type { SourceType } from '@earmark/shared';

/** An item as the editor shows it: enough to draw its row without asking the server again. */
export type DraftItem = {
  key: string;
  type: SourceType;
  id: string;
  title: string;
  subtitle: string;
  image: string | null;
  description: string;
  editingDescription: boolean;
};

export type DraftSection = { id: string; title: string; description: string; items: DraftItem[] };

/** The items of a list being edited: the "Unsectioned" area first (always there), then the sections. */
export type ItemsDraft = { sections: DraftSection[]; changed: boolean };

export const UNSECTIONED = 'unsectioned';
export const UNSECTIONED_TITLE = 'Unsectioned';

export const itemKey = (type: SourceType, id: string) => `${type}:${id}`;

export type NewItem = Omit<DraftItem, 'key' | 'description' | 'editingDescription'> & {
  description?: string;
};

export type DraftAction =
  | { type: 'load'; sections: DraftSection[] }
  | { type: 'addItem'; item: NewItem; sectionId?: string }
  | { type: 'removeItem'; key: string }
  | { type: 'moveItem'; key: string; toSectionId: string; toIndex: number }
  | { type: 'addSectionAfter'; afterId: string; id: string }
  | { type: 'renameSection'; id: string; title: string }
  | { type: 'describeSection'; id: string; description: string }
  | { type: 'removeSection'; id: string }
  | { type: 'toggleDescription'; key: string }
  | { type: 'setDescription'; key: string; description: string }
  | { type: 'saved' };

export function emptyDraft(): ItemsDraft {
  return {
    sections: [{ id: UNSECTIONED, title: UNSECTIONED_TITLE, description: '', items: [] }],
    changed: false,
  };
}

/** Where an item is: its section's index and its own index there, or null. */
export function findItem(draft: ItemsDraft, key: string): [number, number] | null {
  for (const [s, section] of draft.sections.entries()) {
    const i = section.items.findIndex((item) => item.key === key);
    if (i >= 0) return [s, i];
  }
  return null;
}

export function draftSize(draft: ItemsDraft): number {
  return draft.sections.reduce((sum, section) => sum + section.items.length, 0);
}

function withItems(draft: ItemsDraft, sectionIndex: number, items: DraftItem[]): DraftSection[] {
  return draft.sections.map((section, index) => (index === sectionIndex ? { ...section, items } : section));
}

function updateItem(
  draft: ItemsDraft,
  key: string,
  change: (item: DraftItem) => DraftItem,
  changed: boolean,
): ItemsDraft {
  const at = findItem(draft, key);
  if (!at) return draft;
  const [s, i] = at;
  const items = [...(draft.sections[s]?.items ?? [])];
  const item = items[i];
  if (!item) return draft;
  items[i] = change(item);
  return { sections: withItems(draft, s, items), changed: draft.changed || changed };
}

function move(draft: ItemsDraft, key: string, toSectionId: string, toIndex: number): ItemsDraft {
  const at = findItem(draft, key);
  const target = draft.sections.findIndex((section) => section.id === toSectionId);
  if (!at || target < 0) return draft;
  const [s, i] = at;
  const item = draft.sections[s]?.items[i];
  if (!item) return draft;
  const sections = draft.sections.map((section) => ({ ...section, items: [...section.items] }));
  sections[s]?.items.splice(i, 1);
  const into = sections[target]?.items ?? [];
  const index = Math.max(0, Math.min(toIndex, into.length));
  if (s === target && index === i) return draft;
  into.splice(index, 0, item);
  return { sections, changed: true };
}

/** The editor's rules for the items of a list; every change but loading and saving sets `changed`. */
export function draftReducer(draft: ItemsDraft, action: DraftAction): ItemsDraft {
  switch (action.type) {
    case 'load': {
      const rest = action.sections.filter((section) => section.id !== UNSECTIONED);
      const unsectioned =
        action.sections.find((section) => section.id === UNSECTIONED) ?? emptyDraft().sections[0];
      return { sections: unsectioned ? [unsectioned, ...rest] : rest, changed: false };
    }
    case 'addItem': {
      const key = itemKey(action.item.type, action.item.id);
      if (findItem(draft, key)) return draft;
      const s = Math.max(
        0,
        draft.sections.findIndex((section) => section.id === (action.sectionId ?? UNSECTIONED)),
      );
      const item: DraftItem = {
        ...action.item,
        key,
        description: action.item.description ?? '',
        editingDescription: false,
      };
      return { sections: withItems(draft, s, [...(draft.sections[s]?.items ?? []), item]), changed: true };
    }
    case 'removeItem': {
      const at = findItem(draft, action.key);
      if (!at) return draft;
      const items = draft.sections[at[0]]?.items.filter((item) => item.key !== action.key) ?? [];
      return { sections: withItems(draft, at[0], items), changed: true };
    }
    case 'moveItem':
      return move(draft, action.key, action.toSectionId, action.toIndex);
    case 'addSectionAfter': {
      const after = draft.sections.findIndex((section) => section.id === action.afterId);
      const sections = [...draft.sections];
      sections.splice(after < 0 ? sections.length : after + 1, 0, {
        id: action.id,
        title: 'New section',
        description: '',
        items: [],
      });
      return { sections, changed: true };
    }
    case 'renameSection':
    case 'describeSection': {
      if (action.id === UNSECTIONED) return draft;
      const sections = draft.sections.map((section) =>
        section.id !== action.id
          ? section
          : action.type === 'renameSection'
            ? { ...section, title: action.title }
            : { ...section, description: action.description },
      );
      return { sections, changed: true };
    }
    case 'removeSection': {
      // The section's items stay on the list, at the end of the unsectioned area.
      const removed = draft.sections.find((section) => section.id === action.id);
      if (!removed || action.id === UNSECTIONED) return draft;
      const sections = draft.sections
        .filter((section) => section.id !== action.id)
        .map((section) =>
          section.id === UNSECTIONED ? { ...section, items: [...section.items, ...removed.items] } : section,
        );
      return { sections, changed: true };
    }
    case 'toggleDescription':
      return updateItem(
        draft,
        action.key,
        (item) => ({ ...item, editingDescription: !item.editingDescription }),
        false,
      );
    case 'setDescription':
      return updateItem(draft, action.key, (item) => ({ ...item, description: action.description }), true);
    case 'saved':
      return { ...draft, changed: false };
  }
}

type PayloadItem = { id: string; source: SourceType; description: string | null };

const payloadItem = (item: DraftItem): PayloadItem => ({
  id: item.id,
  source: item.type,
  description: item.description.trim() === '' ? null : item.description.trim(),
});

/** The createList / updateList items and sections, in the draft's order. */
export function draftPayload(draft: ItemsDraft) {
  const unsectioned = draft.sections.find((section) => section.id === UNSECTIONED);
  return {
    items: (unsectioned?.items ?? []).map(payloadItem),
    sections: draft.sections
      .filter((section) => section.id !== UNSECTIONED)
      .map((section) => ({
        title: section.title.trim() === '' ? 'Untitled section' : section.title.trim(),
        description: section.description.trim() === '' ? null : section.description.trim(),
        items: section.items.map(payloadItem),
      })),
  };
}
