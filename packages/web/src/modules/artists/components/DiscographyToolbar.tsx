import { useQuery } from '@apollo/client/react';
import { ITEM_SORT_OPTIONS, RELEASE_SORT_LABELS } from '@earmark/shared';
import { Group, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import { ArtistReleaseTypeFiltersQuery } from '../graphql/artistQueryForReleaseTypeFilters';
import {
  DISCOGRAPHY_VIEWS,
  type DiscographyFilters,
  type DiscographySort,
  type DiscographyView,
} from './discographyFilters';
import { PrimaryTypeFilters } from './PrimaryTypeFilters';
import { parseReleaseStats } from './releaseStats';
import { SecondaryTypeMenu } from './SecondaryTypeMenu';

type Props = {
  artistId: string;
  filters: DiscographyFilters;
  onChange: (change: Partial<DiscographyFilters>) => void;
};

const VIEW_LABELS: Record<DiscographyView, string> = { list: 'List', compact: 'Compact', grid: 'Grid' };

/** Type buttons with counts, More Filters, the sort and the list / compact / grid switch. */
export function DiscographyToolbar({ artistId, filters, onChange }: Props) {
  const { data } = useQuery(ArtistReleaseTypeFiltersQuery, { variables: { id: artistId } });
  const stats = data?.artist ? parseReleaseStats(data.artist.releaseStats) : null;
  return (
    <Stack gap="sm">
      <Group gap={6} align="center">
        <PrimaryTypeFilters
          stats={stats}
          selected={filters.primaryTypes}
          secondaryTypes={filters.secondaryTypes}
          onChange={(primaryTypes) => onChange({ primaryTypes })}
        />
        <SecondaryTypeMenu
          stats={stats ?? {}}
          primaryTypes={filters.primaryTypes}
          selected={filters.secondaryTypes}
          onChange={(secondaryTypes) => onChange({ secondaryTypes })}
        />
      </Group>
      <Group gap="sm" justify="space-between" align="flex-end">
        <NativeSelect
          label="Sort"
          size="xs"
          w={200}
          value={filters.sortBy}
          data={ITEM_SORT_OPTIONS.map((value) => ({ value, label: RELEASE_SORT_LABELS[value] }))}
          onChange={(event) => onChange({ sortBy: event.currentTarget.value as DiscographySort })}
        />
        <SegmentedControl
          size="xs"
          aria-label="View"
          value={filters.view}
          data={DISCOGRAPHY_VIEWS.map((value) => ({ value, label: VIEW_LABELS[value] }))}
          onChange={(value) => onChange({ view: value as DiscographyView })}
        />
      </Group>
    </Stack>
  );
}
