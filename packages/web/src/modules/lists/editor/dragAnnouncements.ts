import type { Announcements } from '@dnd-kit/core';
import { findItem, type ItemsDraft, UNSECTIONED_TITLE } from './listDraft';

type Place = { sectionTitle: string; position: number; size: number };

/**
 * Where a drop over `overId` (an item or a section's empty area) would put the item `activeKey`, in
 * words. Over a section it goes last, unless the drag has already moved it there (the editor moves an
 * item between sections as it is dragged over them): then it is where it already is.
 */
function placeOf(draft: ItemsDraft, overId: string, activeKey: string): Place | null {
  if (overId.startsWith('section:')) {
    const section = draft.sections.find((s) => s.id === overId.slice('section:'.length));
    if (!section) return null;
    const already = section.items.findIndex((item) => item.key === activeKey);
    return already >= 0
      ? { sectionTitle: section.title, position: already + 1, size: section.items.length }
      : { sectionTitle: section.title, position: section.items.length + 1, size: section.items.length + 1 };
  }
  const at = findItem(draft, overId);
  const section = at ? draft.sections[at[0]] : undefined;
  return at && section
    ? { sectionTitle: section.title, position: at[1] + 1, size: section.items.length }
    : null;
}

const inSection = (place: Place) =>
  `position ${place.position} of ${place.size} in ${place.sectionTitle || UNSECTIONED_TITLE}`;

/**
 * What a screen reader hears while an item is dragged (dnd-kit's live region): the item's title and
 * its place, never its internal key (it read "RELEASE:1524").
 */
export function dragAnnouncements(draft: () => ItemsDraft): Announcements {
  const titleOf = (key: string | number) => {
    const at = findItem(draft(), String(key));
    return (at && draft().sections[at[0]]?.items[at[1]]?.title) || 'the item';
  };
  const placeWords = (id: string | number | undefined, active: string | number) => {
    const place = id === undefined ? null : placeOf(draft(), String(id), String(active));
    return place ? inSection(place) : null;
  };
  return {
    onDragStart: ({ active }) => {
      const place = placeWords(active.id, active.id);
      return `Picked up ${titleOf(active.id)}${place ? `, ${place}` : ''}.`;
    },
    onDragOver: ({ active, over }) => {
      const place = placeWords(over?.id, active.id);
      return place
        ? `${titleOf(active.id)} is over ${place}.`
        : `${titleOf(active.id)} is no longer over a place in the list.`;
    },
    onDragEnd: ({ active, over }) => {
      const place = placeWords(over?.id, active.id);
      return place ? `${titleOf(active.id)} dropped at ${place}.` : `${titleOf(active.id)} dropped.`;
    },
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };
}
