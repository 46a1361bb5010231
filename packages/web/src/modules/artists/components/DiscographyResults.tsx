import { PRIMARY_TYPE_LABELS } from '@earmark/shared';
import { Anchor, SimpleGrid, Stack, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { ArtistQueryForArtistReleasesQuery } from '../../../graphql/generated/graphql';
import { ROUTES } from '../../../lib/links';
import { ItemRowActions } from '../../listening';
import { ReleaseCard } from '../../releases';
import { DiscographyRow } from './DiscographyRow';
import type { DiscographyView } from './discographyFilters';

type Release = NonNullable<ArtistQueryForArtistReleasesQuery['artist']>['releases']['edges'][number]['node'];
type Props = {
  releases: readonly Release[];
  view: DiscographyView;
  /** A row's release was checked or unchecked (the server has answered). */
  onReleaseCheckedChange?: (releaseId: string, checked: boolean) => void;
};

/** The loaded releases as rows with covers (list), a dense table (compact) or a cover grid. */
export function DiscographyResults({ releases, view, onReleaseCheckedChange }: Props) {
  const checkedChange = (releaseId: string) => (checked: boolean) =>
    onReleaseCheckedChange?.(releaseId, checked);
  if (view === 'grid') {
    return (
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} spacing="md" data-testid="discography-grid">
        {releases.map((release) => (
          <ReleaseCard key={release.id} release={release} disambiguation={release.disambiguation} />
        ))}
      </SimpleGrid>
    );
  }
  if (view === 'compact') {
    return (
      <Table striped highlightOnHover verticalSpacing={6} data-testid="discography-compact">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th ta="right">Year</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {releases.map((release) => (
            <Table.Tr key={release.id}>
              <Table.Td>
                <Anchor component={Link} to={ROUTES.release(release.id)} c="bright" fw={600} size="sm">
                  {release.title}
                </Anchor>
              </Table.Td>
              <Table.Td c="dimmed" fz="sm">
                {PRIMARY_TYPE_LABELS[release.primaryType]}
              </Table.Td>
              <Table.Td c="dimmed" fz="sm" ta="right">
                {release.year ?? '—'}
              </Table.Td>
              <Table.Td w={1}>
                <ItemRowActions
                  item={{ ...release, __typename: 'Release' }}
                  onCheckedChange={checkedChange(release.id)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Stack
      gap={2}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      data-testid="discography-list"
    >
      {releases.map((release) => (
        <li key={release.id}>
          <DiscographyRow release={release} onCheckedChange={checkedChange(release.id)} />
        </li>
      ))}
    </Stack>
  );
}
