import { Anchor, Box, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ArtistCredits } from '../../../ui/ArtistCredits';
import { CoverImage } from '../../../ui/CoverImage';
import { ListenedMark } from '../../../ui/ListenedMark';
import { RatingStars } from '../../../ui/RatingStars';
import { ItemActions } from '../../listening';
import type { CollectionItem, CollectionView } from '../collectionItem';

type Props = { items: CollectionItem[]; view: CollectionView };

function Title({ item }: { item: CollectionItem }) {
  return (
    <Anchor component={Link} to={item.link} fw={600} c="bright">
      {item.title}
    </Anchor>
  );
}

/** The member's own listen (headphones for a deep listen) and rating, the same in every view. */
function OwnMarks({ item }: { item: CollectionItem }) {
  if (!item.currentUserHasChecked && item.currentUserRating == null) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {item.currentUserHasChecked && <ListenedMark deep={item.currentUserDeepListened} />}
      {item.currentUserRating != null && <RatingStars value={item.currentUserRating} />}
    </Group>
  );
}

/** The page of items in the chosen view: list (with actions), grid of covers, or compact rows. */
export function CollectionItems({ items, view }: Props) {
  if (view === 'grid') {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
        {items.map((item) => (
          <Card key={`${item.__typename}-${item.id}`} padding="xs" withBorder data-testid="collection-item">
            <CoverImage
              src={item.image}
              fallbackSrc={item.imageBackup}
              alt={`Cover of ${item.title}`}
              radius="sm"
            />
            <Title item={item} />
            <Text size="xs" c="dimmed" lineClamp={1}>
              <ArtistCredits artists={item.artists} />
            </Text>
            <OwnMarks item={item} />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (view === 'compact') {
    return (
      <Table striped highlightOnHover>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={`${item.__typename}-${item.id}`} data-testid="collection-item">
              <Table.Td>
                <Title item={item} />
              </Table.Td>
              <Table.Td>
                <ArtistCredits artists={item.artists} />
              </Table.Td>
              <Table.Td c="dimmed">{item.year ?? ''}</Table.Td>
              <Table.Td>
                <OwnMarks item={item} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <Group
          key={`${item.__typename}-${item.id}`}
          wrap="nowrap"
          align="flex-start"
          data-testid="collection-item"
        >
          <Box w={72} style={{ flexShrink: 0 }}>
            <CoverImage
              src={item.image}
              fallbackSrc={item.imageBackup}
              alt={`Cover of ${item.title}`}
              radius="sm"
            />
          </Box>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title item={item} />
            <Text size="sm" c="dimmed">
              <ArtistCredits artists={item.artists} />
              {item.year ? ` · ${item.year}` : ''}
            </Text>
            {item.currentUserRating != null && <RatingStars value={item.currentUserRating} />}
            <ItemActions item={item} compact />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
