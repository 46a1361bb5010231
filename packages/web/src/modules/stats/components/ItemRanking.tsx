import { Anchor, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { StatsItemFieldsFragment } from '../../../graphql/generated/graphql';
import { ROUTES } from '../../../lib/links';
import { CoverImage } from '../../../ui/CoverImage';

type Props = {
  title: string;
  items: readonly StatsItemFieldsFragment[];
  /** What is said under each item: "3 listens · 1 check", "4.5 ★", "Favorite". */
  detail: (item: StatsItemFieldsFragment) => string;
  empty: string;
};

const href = (item: StatsItemFieldsFragment) =>
  item.type === 'SONG' ? ROUTES.song(item.itemId) : ROUTES.release(item.itemId);

/** A numbered grid of releases or songs with their covers. */
export function ItemRanking({ title, items, detail, empty }: Props) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <SimpleGrid
          component="ol"
          cols={{ base: 2, xs: 3, sm: 5 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {items.map((item, index) => (
            <Box component="li" key={`${item.type}:${item.itemId}`}>
              <Stack gap={4}>
                <CoverImage src={item.thumb} alt="" radius="sm" />
                <Group gap={4} wrap="nowrap" align="baseline">
                  <Text span fw={700} size="sm" c="dimmed">
                    {index + 1}.
                  </Text>
                  <Anchor component={Link} to={href(item)} fw={600} size="sm" lineClamp={2}>
                    {item.title}
                  </Anchor>
                </Group>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {item.artistName}
                </Text>
                <Text size="xs">{detail(item)}</Text>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
