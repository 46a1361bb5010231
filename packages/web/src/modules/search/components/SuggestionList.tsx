import { Stack, Text } from '@mantine/core';
import type { SearchHit } from '../hit';
import classes from './QuickSearch.module.css';
import { SuggestionRow } from './SuggestionRow';

type Props = {
  listId: string;
  heading: string | null;
  hits: SearchHit[];
  active: number;
  /** Shown instead of the rows: "Loading...", "No results found" or nothing. */
  message: string | null;
  onChoose: (hit: SearchHit) => void;
  onActivate: (index: number) => void;
};

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The quick search's results or recent searches, as a listbox the input points into. */
export function SuggestionList({ listId, heading, hits, active, message, onChoose, onActivate }: Props) {
  return (
    <Stack gap={4}>
      {heading ? (
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px={8} id={`${listId}-heading`}>
          {heading}
        </Text>
      ) : null}
      {message ? (
        <Text size="sm" c="dimmed" px={8} py="xs" role="status">
          {message}
        </Text>
      ) : null}
      <div id={listId} role="listbox" aria-label={heading ?? 'Search results'} className={classes.options}>
        {message
          ? null
          : hits.map((hit, index) => (
              <SuggestionRow
                key={`${hit.type}-${hit.id}`}
                id={optionId(listId, index)}
                hit={hit}
                active={index === active}
                onChoose={onChoose}
                onHover={() => onActivate(index)}
              />
            ))}
      </div>
    </Stack>
  );
}
