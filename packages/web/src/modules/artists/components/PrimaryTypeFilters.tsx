import {
  PRIMARY_TYPE_LABELS,
  RELEASE_PRIMARY_TYPES,
  type ReleasePrimaryType,
  type ReleaseSecondaryType,
} from '@earmark/shared';
import { Button, Group } from '@mantine/core';
import { primaryTypeCount, type ReleaseStats } from './releaseStats';

type Props = {
  /** Null while releaseStats loads: the buttons show without counts. */
  stats: ReleaseStats | null;
  selected: readonly ReleasePrimaryType[];
  secondaryTypes: readonly ReleaseSecondaryType[];
  onChange: (types: ReleasePrimaryType[]) => void;
};

/** Toggle buttons per primary type with their counts; types the artist lacks are left out. */
export function PrimaryTypeFilters({ stats, selected, secondaryTypes, onChange }: Props) {
  const shown = RELEASE_PRIMARY_TYPES.filter(
    (type) => stats?.[type] !== undefined || selected.includes(type),
  );

  function handleToggle(type: ReleasePrimaryType) {
    const next = selected.includes(type) ? selected.filter((t) => t !== type) : [...selected, type];
    // At least one type stays chosen: an empty filter would only ever show nothing.
    if (next.length > 0) onChange(RELEASE_PRIMARY_TYPES.filter((t) => next.includes(t)));
  }

  return (
    <Group gap={6} role="group" aria-label="Release types">
      {shown.map((type) => {
        const active = selected.includes(type);
        return (
          <Button
            key={type}
            size="compact-sm"
            radius="xl"
            variant={active ? 'filled' : 'default'}
            aria-pressed={active}
            onClick={() => handleToggle(type)}
          >
            {PRIMARY_TYPE_LABELS[type]}
            {stats && ` (${primaryTypeCount(stats, type, secondaryTypes)})`}
          </Button>
        );
      })}
    </Group>
  );
}
