import {
  RELEASE_SECONDARY_TYPES,
  type ReleasePrimaryType,
  type ReleaseSecondaryType,
  SECONDARY_TYPE_LABELS,
} from '@earmark/shared';
import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { type ReleaseStats, secondaryTypeCount } from './releaseStats';

type Props = {
  stats: ReleaseStats;
  primaryTypes: readonly ReleasePrimaryType[];
  selected: readonly ReleaseSecondaryType[];
  onChange: (types: ReleaseSecondaryType[]) => void;
};

/** "More Filters": checkboxes that add releases with secondary types (live, compilation…). */
export function SecondaryTypeMenu({ stats, primaryTypes, selected, onChange }: Props) {
  return (
    <Popover position="bottom-start" shadow="md" withinPortal>
      <Popover.Target>
        <Button
          size="compact-sm"
          radius="xl"
          variant={selected.length > 0 ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={14} aria-hidden />}
        >
          More Filters{selected.length > 0 ? ` (${selected.length})` : ''}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label="Secondary types"
          value={[...selected]}
          onChange={(value) =>
            onChange(RELEASE_SECONDARY_TYPES.filter((type) => (value as string[]).includes(type)))
          }
        >
          <Stack gap={8} mt="xs">
            {RELEASE_SECONDARY_TYPES.map((type) => (
              <Checkbox
                key={type}
                value={type}
                size="sm"
                label={`${SECONDARY_TYPE_LABELS[type]} (${secondaryTypeCount(stats, primaryTypes, type)})`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
