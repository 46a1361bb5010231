import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EditorItemRow } from './EditorItemRow';
import classes from './ListEditor.module.css';
import { type DraftAction, type DraftSection, UNSECTIONED, UNSECTIONED_TITLE } from './listDraft';

/** Past this many items a section draws only the rows near the screen. */
export const VIRTUALIZE_FROM = 60;
const ROW_ESTIMATE = 74;

type RowsProps = { section: DraftSection; firstRank: number | null; dispatch: (action: DraftAction) => void };

function AllRows({ section, firstRank, dispatch }: RowsProps) {
  return (
    <>
      {section.items.map((item, index) => (
        <EditorItemRow
          key={item.key}
          item={item}
          rank={firstRank === null ? null : firstRank + index}
          dispatch={dispatch}
        />
      ))}
    </>
  );
}

function VirtualRows({ section, firstRank, dispatch }: RowsProps) {
  const box = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    setMargin((box.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: section.items.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    scrollMargin: margin,
    getItemKey: (index) => section.items[index]?.key ?? index,
  });
  return (
    <div ref={box} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((row) => {
        const item = section.items[row.index];
        if (!item) return null;
        return (
          <EditorItemRow
            key={item.key}
            item={item}
            index={row.index}
            measureRef={virtualizer.measureElement}
            rank={firstRank === null ? null : firstRank + row.index}
            dispatch={dispatch}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          />
        );
      })}
    </div>
  );
}

type Props = {
  section: DraftSection;
  firstRank: number | null;
  dispatch: (action: DraftAction) => void;
  onAddSectionAfter: (afterId: string) => void;
};

/** A section of the editor: its title and description, its items (sortable), add-after and remove. */
export function EditorSection({ section, firstRank, dispatch, onAddSectionAfter }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: `section:${section.id}` });
  const ids = useMemo(() => section.items.map((item) => item.key), [section.items]);
  const unsectioned = section.id === UNSECTIONED;
  const Rows = section.items.length >= VIRTUALIZE_FROM ? VirtualRows : AllRows;
  return (
    <section
      ref={setNodeRef}
      className={`${classes.section} ${isOver ? classes.sectionOver : ''}`}
      aria-label={unsectioned ? UNSECTIONED_TITLE : `Section ${section.title}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" align="flex-end">
          {unsectioned ? (
            <Text fw={700}>{UNSECTIONED_TITLE}</Text>
          ) : (
            <TextInput
              style={{ flex: '1 1 14rem', minWidth: 0 }}
              aria-label="Section title"
              value={section.title}
              maxLength={200}
              onChange={(event) =>
                dispatch({ type: 'renameSection', id: section.id, title: event.currentTarget.value })
              }
            />
          )}
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => onAddSectionAfter(section.id)}
            >
              Add section after
            </Button>
            {!unsectioned && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => dispatch({ type: 'removeSection', id: section.id })}
              >
                Remove section
              </Button>
            )}
          </Group>
        </Group>
        {!unsectioned && (
          <Textarea
            aria-label="Section description"
            placeholder="Section description (optional)"
            autosize
            minRows={1}
            value={section.description}
            onChange={(event) =>
              dispatch({ type: 'describeSection', id: section.id, description: event.currentTarget.value })
            }
          />
        )}
        <SortableContext id={section.id} items={ids} strategy={verticalListSortingStrategy}>
          {section.items.length === 0 ? (
            <Text c="dimmed" size="sm" className={classes.dropHint}>
              Drop items here
            </Text>
          ) : (
            <Rows section={section} firstRank={firstRank} dispatch={dispatch} />
          )}
        </SortableContext>
      </Stack>
    </section>
  );
}
