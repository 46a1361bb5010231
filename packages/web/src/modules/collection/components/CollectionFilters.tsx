import {
  COLLECTION_LISTEN_STATUS_LABELS,
  type CollectionListenStatus,
  isListenedStatus,
  RELEASE_SORT_LABELS,
  type ReleaseSortBy,
} from '@earmark/shared';
import { Checkbox, Chip, Group, SegmentedControl, Select } from '@mantine/core';
import { type CollectionView, VIEWS } from '../collectionItem';
import { COLLECTION_SORTS, type CollectionParams } from '../collectionParams';

type Props = {
  params: CollectionParams;
  view: CollectionView;
  onChange: (change: Partial<CollectionParams>) => void;
  onViewChange: (view: CollectionView) => void;
};

const sortLabel = (sort: string) =>
  RELEASE_SORT_LABELS[sort.toUpperCase().replaceAll('-', '_') as ReleaseSortBy];
const STATUS_GROUPS = [
  { group: 'Listened', items: ['listened', 'standard-listened', 'deep-listened'] },
  { group: 'For Later', items: ['for-later', 'first-listen', 'listen-again'] },
].map(({ group, items }) => ({
  group,
  items: items.map((value) => ({
    value,
    label: COLLECTION_LISTEN_STATUS_LABELS[value as CollectionListenStatus],
  })),
}));

/** Type, listen status, reactions, followed lists, my listen status, sort and view. */
export function CollectionFilters({ params, view, onChange, onViewChange }: Props) {
  const listened = isListenedStatus(params.itemsListenStatus);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Item type"
        value={params.type}
        data={[
          { value: 'releases', label: 'Releases' },
          { value: 'songs', label: 'Songs' },
        ]}
        onChange={(value) => onChange({ type: value as CollectionParams['type'] })}
      />
      <Select
        label="Listen status"
        w={190}
        allowDeselect={false}
        value={params.itemsListenStatus}
        data={STATUS_GROUPS}
        onChange={(value) => value && onChange({ itemsListenStatus: value as CollectionListenStatus })}
      />
      <Select
        label="My listen status"
        w={150}
        allowDeselect={false}
        value={params.currentUserListenStatus}
        data={[
          { value: 'all', label: 'All' },
          { value: 'listened', label: 'Listened' },
          { value: 'unlistened', label: 'Unlistened' },
        ]}
        onChange={(value) =>
          value && onChange({ currentUserListenStatus: value as CollectionParams['currentUserListenStatus'] })
        }
      />
      <Select
        label="Sort"
        w={200}
        allowDeselect={false}
        value={params.itemsSortBy}
        data={COLLECTION_SORTS.map((value) => ({ value, label: sortLabel(value) }))}
        onChange={(value) => value && onChange({ itemsSortBy: value as CollectionParams['itemsSortBy'] })}
      />
      {listened && (
        <Chip.Group
          multiple
          value={params.reactions}
          onChange={(value) => onChange({ reactions: value as CollectionParams['reactions'] })}
        >
          <Group gap={6} aria-label="Reactions">
            <Chip value="favorited" size="xs">
              Favorited
            </Chip>
            <Chip value="loved" size="xs">
              Loved
            </Chip>
            <Chip value="liked" size="xs">
              Liked
            </Chip>
          </Group>
        </Chip.Group>
      )}
      {!listened && params.itemsListenStatus !== 'listen-again' && (
        <Checkbox
          label="Include followed lists"
          checked={params.includeFollowedLists}
          onChange={(event) => onChange({ includeFollowedLists: event.currentTarget.checked })}
        />
      )}
      <SegmentedControl
        ml="auto"
        aria-label="View"
        value={view}
        data={VIEWS.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) }))}
        onChange={(value) => onViewChange(value as CollectionView)}
      />
    </Group>
  );
}
