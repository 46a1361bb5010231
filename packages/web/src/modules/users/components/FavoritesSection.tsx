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
    reacted: 'releases',
  },
  {
    value: 'artists',
    label: 'Artists',
    key: 'favoriteArtistsList',
    template: 'favorite-artists',
    noun: 'artists',
    reacted: null,
  },
  {
    value: 'songs',
    label: 'Songs',
    key: 'favoriteSongsList',
    template: 'favorite-songs',
    noun: 'songs',
    reacted: 'songs',
  },
] as const;

type Entry = NonNullable<FavoritesListFieldsFragment['items']['edges'][number]['node']['item']>;

function FavoriteSlot({ entry }: { entry: Entry | undefined }) {
  if (!entry)
    return (
      <Box
        bg="light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))"
        style={{ aspectRatio: '1', borderRadius: 8 }}
        aria-hidden
      />
    );
  const name = entry.__typename === 'Artist' ? entry.name : entry.title;
  const image =
    entry.__typename === 'Release' ? entry.thumb : entry.__typename === 'Song' ? entry.image : entry.image;
  return (
    <Stack gap={4}>
      <Link to={itemHref(entry)} aria-label={name}>
        <CoverImage src={image ?? ''} alt={name} />
      </Link>
      <Anchor component={Link} to={itemHref(entry)} size="xs" fw={600} c="bright" lineClamp={1}>
        {name}
      </Anchor>
    </Stack>
  );
}

/** The member's albums or songs given the Favorite reaction: their collection, filtered. */
function favoritedHref(username: string, own: boolean, type: 'releases' | 'songs'): string {
  const query = `${type === 'songs' ? 'type=songs&' : ''}reactions=favorited`;
  return own ? `${ROUTES.collection}?${query}` : `${ROUTES.user(username)}/collection?${query}`;
}

type Props = { user: Favorites; username: string; own: boolean };

/**
 * Favorites: tabs Albums, Artists, Songs of five slots each (the member's favorite lists, their
 * all-time top five); shown to the owner or when any exist. It says how these differ from the
 * Favorite reaction and links to the items given it.
 */
export function FavoritesSection({ user, username, own }: Props) {
  const any = KINDS.some((kind) => (user[kind.key]?.itemsCount ?? 0) > 0);
  if (!own && !any) return null;
  return (
    <section aria-labelledby="favorites">
      <SectionHeading id="favorites">Favorites</SectionHeading>
      <Text size="sm" c="dimmed" mb="sm">
        {own ? 'Your' : `@${username}’s`} all-time top five, picked in a favorites list. Albums and songs
        given the Favorite button are kept apart, under{' '}
        {/* Underlined: in a sentence, its colour alone does not tell it from the text (WCAG 1.4.1). */}
        <Anchor component={Link} to={favoritedHref(username, own, 'releases')} inherit underline="always">
          Favorited
        </Anchor>{' '}
        in {own ? 'your' : 'their'} collection.
      </Text>
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
                {kind.reacted && (
                  <Anchor component={Link} to={favoritedHref(username, own, kind.reacted)} size="sm">
                    All {kind.reacted === 'releases' ? 'albums' : 'songs'} marked Favorite
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
