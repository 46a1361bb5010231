import { Anchor, Box, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { FavoritesListFieldsFragment } from '../../../graphql/generated/graphql';
import { itemHref, ROUTES } from '../../../lib/links';
import { CoverImage } from '../../../ui/CoverImage';
import { SectionHeading } from '../../../ui/SectionHeading';

const SLOTS = 5;

type Favorites = {
  favoriteReleasesList?: FavoritesListFieldsFragment | null;
  favoriteArtistsList?: FavoritesListFieldsFragment | null;
  favoriteSongsList?: FavoritesListFieldsFragment | null;
};

const KINDS = [
  {
    value: 'albums',
    label: 'Albums',
    key: 'favoriteReleasesList',
    template: 'favorite-releases',
    noun: 'releases',
  },
  {
    value: 'artists',
    label: 'Artists',
    key: 'favoriteArtistsList',
    template: 'favorite-artists',
    noun: 'artists',
  },
  { value: 'songs', label: 'Songs', key: 'favoriteSongsList', template: 'favorite-songs', noun: 'songs' },
] as const;

type Entry = NonNullable<FavoritesListFieldsFragment['items']['edges'][number]['node']['item']>;

function FavoriteSlot({ entry }: { entry: Entry | undefined }) {
  if (!entry) return <Box bg="gray.1" style={{ aspectRatio: '1', borderRadius: 8 }} aria-hidden />;
  const name = entry.__typename === 'Artist' ? entry.name : entry.title;
  const image =
    entry.__typename === 'Release' ? entry.thumb : entry.__typename === 'Song' ? entry.image : entry.image;
  return (
    <Stack gap={4}>
      <Link to={itemHref(entry)} aria-label={name}>
        <CoverImage src={image ?? ''} alt={name} />
      </Link>
      <Anchor component={Link} to={itemHref(entry)} size="xs" fw={600} c="dark" lineClamp={1}>
        {name}
      </Anchor>
    </Stack>
  );
}

/** Favorites: tabs Albums, Artists, Songs of five slots each; shown to the owner or when any exist. */
export function FavoritesSection({ user, own }: { user: Favorites; own: boolean }) {
  const any = KINDS.some((kind) => (user[kind.key]?.itemsCount ?? 0) > 0);
  if (!own && !any) return null;
  return (
    <section aria-labelledby="favorites">
      <SectionHeading id="favorites">Favorites</SectionHeading>
      <Tabs defaultValue="albums">
        <Tabs.List mb="sm">
          {KINDS.map((kind) => (
            <Tabs.Tab key={kind.value} value={kind.value}>
              {kind.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {KINDS.map((kind) => {
          const list = user[kind.key];
          const entries = list?.items.edges.map((edge) => edge.node.item) ?? [];
          return (
            <Tabs.Panel key={kind.value} value={kind.value}>
              <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="sm">
                {Array.from({ length: SLOTS }, (_, i) => (
                  <FavoriteSlot key={entries[i]?.id ?? `empty-${i}`} entry={entries[i]} />
                ))}
              </SimpleGrid>
              <Group gap="md" mt="xs">
                {list && (
                  <Anchor component={Link} to={ROUTES.list(list.id)} size="sm">
                    View all
                  </Anchor>
                )}
                {own && list && (
                  <Anchor component={Link} to={`${ROUTES.list(list.id)}/edit`} size="sm">
                    Edit
                  </Anchor>
                )}
                {own && !list && (
                  <Anchor component={Link} to={`${ROUTES.newList}/${kind.template}`} size="sm">
                    Create a list for your favorite {kind.noun}
                  </Anchor>
                )}
              </Group>
              {!own && entries.length === 0 && (
                <Text size="sm" c="dimmed" mt="xs">
                  No favorite {kind.noun} yet.
                </Text>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </section>
  );
}
