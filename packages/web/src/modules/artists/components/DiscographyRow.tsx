import { PRIMARY_TYPE_LABELS, SECONDARY_TYPE_LABELS } from '@earmark/shared';
import { Box, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ArtistQueryForArtistReleasesQuery } from '../../../graphql/generated/graphql';
import { ROUTES } from '../../../lib/links';
import { CoverImage } from '../../../ui/CoverImage';
import type { ListeningActionOptions } from '../../listening';
import { ItemRowActions } from '../../listening';
import classes from './DiscographyRow.module.css';

type Release = NonNullable<ArtistQueryForArtistReleasesQuery['artist']>['releases']['edges'][number]['node'];
type Props = { release: Release } & ListeningActionOptions;

/** One release of the list view: cover, title and types link to it; the member acts beside it. */
export function DiscographyRow({ release, onCheckedChange }: Props) {
  const types = [
    PRIMARY_TYPE_LABELS[release.primaryType],
    ...release.secondaryTypes.map((type) => SECONDARY_TYPE_LABELS[type]),
  ].join(' · ');
  return (
    <Group gap="md" wrap="nowrap" className={classes.row}>
      <Link to={ROUTES.release(release.id)} className={classes.link}>
        <Box w={56} style={{ flex: 'none' }}>
          <CoverImage src={release.thumb} alt={`Cover of ${release.title}`} radius="sm" />
        </Box>
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} lineClamp={1} className={classes.title}>
            {release.title}
          </Text>
          <Text size="xs" c="dimmed">
            {types}
          </Text>
        </Stack>
        <Text c="dimmed" fw={600} size="sm">
          {release.year ?? '—'}
        </Text>
      </Link>
      <ItemRowActions item={{ ...release, __typename: 'Release' }} onCheckedChange={onCheckedChange} />
    </Group>
  );
}
