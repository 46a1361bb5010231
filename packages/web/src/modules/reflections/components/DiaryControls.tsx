import { ITEM_COLUMN_LOG_SORTS, LOG_SORT_LABELS, LOG_SORTS, type LogSortBy } from '@earmark/shared';
import { Group, SegmentedControl, Select, Tooltip } from '@mantine/core';
import type { DiaryParams } from '../diaryParams';

type Props = {
  params: DiaryParams;
  /** Another member's diary: filter by what the viewer has listened to. */
  showListenFilter: boolean;
  onChange: (change: Partial<DiaryParams>) => void;
};

export const ITEM_SORT_TIP = 'Filter by type to sort by artist, title, or year.';

/** View, item type, sort and (for others' diaries) the listener-status filter. */
export function DiaryControls({ params, showListenFilter, onChange }: Props) {
  const typeAll = params.type === 'all';
  const sortOptions = LOG_SORTS.map((value) => ({
    value,
    label: LOG_SORT_LABELS[value],
    disabled: typeAll && ITEM_COLUMN_LOG_SORTS.includes(value),
  }));
  return (
    <Group gap="sm" wrap="wrap" justify="space-between">
      <SegmentedControl
        aria-label="View"
        value={params.view}
        onChange={(view) => onChange({ view: view as DiaryParams['view'] })}
        data={[
          { value: 'feed', label: 'Diary Feed' },
          { value: 'table', label: 'Diary Table' },
          { value: 'writings', label: 'Writings' },
        ]}
      />
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Item type"
          value={params.type}
          onChange={(type) => onChange({ type: type as DiaryParams['type'] })}
          data={[
            { value: 'all', label: 'All' },
            { value: 'releases', label: 'Releases' },
            { value: 'songs', label: 'Songs' },
          ]}
        />
        <Tooltip label={ITEM_SORT_TIP} disabled={!typeAll} multiline w={220}>
          <Select
            aria-label="Sort"
            w={210}
            allowDeselect={false}
            data={sortOptions}
            value={params.sort}
            onChange={(sort) => sort && onChange({ sort: sort as LogSortBy })}
          />
        </Tooltip>
        {showListenFilter && (
          <Select
            aria-label="Listener status"
            w={170}
            allowDeselect={false}
            value={params.status}
            onChange={(status) => status && onChange({ status: status as DiaryParams['status'] })}
            data={[
              { value: 'ALL', label: 'All items' },
              { value: 'LISTENED', label: 'I have listened' },
              { value: 'UNLISTENED', label: 'I have not listened' },
            ]}
          />
        )}
      </Group>
    </Group>
  );
}
