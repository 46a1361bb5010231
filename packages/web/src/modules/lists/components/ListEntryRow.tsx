import { Anchor, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ListItemFieldsFragment } from '../../../graphql/generated/graphql';
import { itemHref } from '../../../lib/links';
import { ArtistCredits } from '../../../ui/ArtistCredits';
import { TruncatedText } from '../../../ui/TruncatedText';

type Entry = ListItemFieldsFragment['item'];

/** The title line, credits and cover of a release, song or artist on a list. */
export function entryParts(item: Entry) {
  if (item.__typename === 'Artist') return { title: item.name, image: item.image, credits: null, year: null };
  return {
    title: item.title,
    image: item.image,
    credits: <ArtistCredits artists={item.artists} linked={false} />,
    year: item.year,
  };
}

type Props = { entry: ListItemFieldsFragment; rank: number | null };

/** One item of the list page: rank, cover, title, credits, year, checked mark and description. */
export function ListEntryRow({ entry, rank }: Props) {
  const { title, image, credits, year } = entryParts(entry.item);
  const checked = entry.item.__typename !== 'Artist' && entry.item.currentUserHasChecked;
  return (
    <Group align="flex-start" wrap="nowrap" gap="md" py="sm">
      {rank !== null && (
        <Text fw={700} c="dimmed" w={36} ta="right" aria-label={`Rank ${rank}`}>
          {rank}
        </Text>
      )}
      <Image src={image} alt="" w={64} h={64} radius="sm" loading="lazy" fallbackSrc="/favicon.svg" />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={itemHref(entry.item)} fw={700} lineClamp={1}>
            {title}
          </Anchor>
          {checked && (
            <ThemeIcon size="xs" radius="xl" color="green" aria-label="Listened">
              <IconCheck size={10} aria-hidden />
            </ThemeIcon>
          )}
        </Group>
        {(credits || year) && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {credits}
            {year ? ` · ${year}` : ''}
          </Text>
        )}
        {entry.description && <TruncatedText text={entry.description} limit={300} />}
      </Stack>
    </Group>
  );
}
