import { PRIMARY_TYPE_LABELS, SECONDARY_TYPE_LABELS } from '@earmark/shared';
import { Box, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ArtistQueryForArtistReleasesQuery } from '../../../graphql/generated/graphql';
import { ROUTES } from '../../../lib/links';
import { CoverImage } from '../../../ui/CoverImage';
import { Disambiguation } from '../../../ui/Disambiguation';
import type { ListeningActionOptions } from '../../listening';
import { ItemRowActions } from '../../listening';
import classes from './DiscographyRow.module.css';

type Release = NonNullable<ArtistQueryForArtistReleasesQuery['artist']>['releases']['edges'][number]['node'];
type Props = { release: Release } & ListeningActionOptions;

/**
 * One release of the list view: cover, title and types link to it; the member acts beside it. The
 * title takes two lines before it is cut, so two editions of an album still read apart on a phone.
 */
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
          <Text fw={700} lineClamp={2} className={classes.title}>
            {release.title}
            <Disambiguation text={release.disambiguation} />
          </Text>
          <Text size="xs" c="dimmed">
            {types}
            {/* Phones give the title the year's column and show the year here. */}
            {release.year ? <Box component="span" hiddenFrom="sm">{` · ${release.year}`}</Box> : null}
          </Text>
        </Stack>
        <Text c="dimmed" fw={600} size="sm" visibleFrom="sm">
          {release.year ?? '—'}
        </Text>
      </Link>
      <ItemRowActions item={{ ...release, __typename: 'Release' }} onCheckedChange={onCheckedChange} />
    </Group>
  );
}
