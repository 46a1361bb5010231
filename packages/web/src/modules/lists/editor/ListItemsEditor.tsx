import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Paper, Stack, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { dragAnnouncements } from './dragAnnouncements';
import { EditorSection } from './EditorSection';
import { type DraftAction, findItem, type ItemsDraft } from './listDraft';

type Props = {
  draft: ItemsDraft;
  ranked: boolean;
  dispatch: (action: DraftAction) => void;
  onAddSectionAfter: (afterId: string) => void;
};

/** Where a drop over `overId` (an item or a section's empty area) puts the dragged item. */
function target(draft: ItemsDraft, overId: string): { sectionId: string; index: number } | null {
  if (overId.startsWith('section:')) {
    const sectionId = overId.slice('section:'.length);
    const section = draft.sections.find((s) => s.id === sectionId);
    return section ? { sectionId, index: section.items.length } : null;
  }
  const at = findItem(draft, overId);
  if (!at) return null;
  const section = draft.sections[at[0]];
  return section ? { sectionId: section.id, index: at[1] } : null;
}

/** Every section with its items, sorted by drag and drop with the mouse, touch or keyboard. */
export function ListItemsEditor({ draft, ranked, dispatch, onAddSectionAfter }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [active, setActive] = useState<string | null>(null);
  // The live region's words read the draft as it is when each drag event is announced.
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const accessibility = useMemo(() => ({ announcements: dragAnnouncements(() => draftRef.current) }), []);
  const activeItem = active ? findItem(draft, active) : null;
  const dragged = activeItem ? draft.sections[activeItem[0]]?.items[activeItem[1]] : undefined;

  function handleDragStart(event: DragStartEvent) {
    setActive(String(event.active.id));
  }

  // Crossing into another section moves the item there at once, so that section can make room.
  function handleDragOver({ active: moving, over }: DragOverEvent) {
    if (!over) return;
    const from = findItem(draft, String(moving.id));
    const to = target(draft, String(over.id));
    if (!from || !to || draft.sections[from[0]]?.id === to.sectionId) return;
    dispatch({ type: 'moveItem', key: String(moving.id), toSectionId: to.sectionId, toIndex: to.index });
  }

  function handleDragEnd({ active: moving, over }: DragEndEvent) {
    setActive(null);
    if (!over || moving.id === over.id) return;
    const to = target(draft, String(over.id));
    if (to)
      dispatch({ type: 'moveItem', key: String(moving.id), toSectionId: to.sectionId, toIndex: to.index });
  }

  let rank = 1;
  return (
    <DndContext
      sensors={sensors}
      accessibility={accessibility}
      collisionDetection={closestCenter}
      onDragStart={handleDragStart}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setActive(null)}
    >
      <Stack gap="md">
        {draft.sections.map((section) => {
          const firstRank = ranked ? rank : null;
          rank += section.items.length;
          return (
            <EditorSection
              key={section.id}
              section={section}
              firstRank={firstRank}
              dispatch={dispatch}
              onAddSectionAfter={onAddSectionAfter}
            />
          );
        })}
      </Stack>
      <DragOverlay>
        {dragged ? (
          <Paper shadow="md" p="sm" withBorder>
            <Text fw={600}>{dragged.title}</Text>
            <Text size="sm" c="dimmed">
              {dragged.subtitle}
            </Text>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
