import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Image, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconGripVertical, IconNote, IconX } from '@tabler/icons-react';
import { type CSSProperties, memo } from 'react';
import classes from './ListEditor.module.css';
import type { DraftAction, DraftItem } from './listDraft';

type Props = {
  item: DraftItem;
  rank: number | null;
  dispatch: (action: DraftAction) => void;
  /** Set by a virtualized section so the row can be measured. */
  measureRef?: (node: HTMLElement | null) => void;
  index?: number;
  style?: CSSProperties;
};

/** One item of the editor: drag handle (pointer or keyboard), rank, cover, titles, description, remove. */
export const EditorItemRow = memo(function EditorItemRow({
  item,
  rank,
  dispatch,
  measureRef,
  index,
  style,
}: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.key,
    });
  const rowStyle: CSSProperties = {
    ...style,
    transform: [style?.transform, CSS.Translate.toString(transform)].filter(Boolean).join(' ') || undefined,
    transition,
    opacity: isDragging ? 0.4 : 1,
  };
  return (
    <div
      ref={(node) => {
        setNodeRef(node);
        measureRef?.(node);
      }}
      data-index={index}
      style={rowStyle}
      className={classes.row}
      data-testid="editor-item"
    >
      {/* Narrower columns on a phone leave the title its room. */}
      <Group wrap="nowrap" align="flex-start" className={classes.rowContent}>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`Drag ${item.title}`}
          className={classes.handle}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        {rank !== null && (
          <Text fw={700} c="dimmed" miw={{ base: 20, sm: 32 }} ta="right">
            {rank}
          </Text>
        )}
        <Image
          src={item.image}
          alt=""
          w={{ base: 40, sm: 48 }}
          h={{ base: 40, sm: 48 }}
          radius="sm"
          fallbackSrc="/favicon.svg"
        />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          {/* Two lines: on a phone one line left a title its first eight letters. */}
          <Text fw={600} lineClamp={2}>
            {item.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {item.subtitle}
          </Text>
          {item.editingDescription ? (
            <Textarea
              mt={6}
              autosize
              minRows={2}
              maxLength={2000}
              aria-label={`Description of ${item.title}`}
              placeholder="Why is it on the list?"
              value={item.description}
              onChange={(event) =>
                dispatch({ type: 'setDescription', key: item.key, description: event.currentTarget.value })
              }
            />
          ) : (
            item.description && (
              <Text size="sm" mt={4} lineClamp={2}>
                {item.description}
              </Text>
            )
          )}
        </Stack>
        <Tooltip label={item.editingDescription ? 'Done' : 'Edit description'}>
          <ActionIcon
            variant={item.editingDescription ? 'filled' : 'subtle'}
            color="gray"
            aria-label={`${item.editingDescription ? 'Close' : 'Edit'} the description of ${item.title}`}
            onClick={() => dispatch({ type: 'toggleDescription', key: item.key })}
          >
            <IconNote size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${item.title}`}
          onClick={() => dispatch({ type: 'removeItem', key: item.key })}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </div>
  );
});
