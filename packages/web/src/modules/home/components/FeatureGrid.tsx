import { Anchor, Badge, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCompass,
  IconHeadphones,
  IconListDetails,
  IconNotebook,
  IconSchool,
  IconShare,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Feature = { title: string; Icon: typeof IconCompass; text: ReactNode; comingSoon?: boolean };

const FEATURES: Feature[] = [
  {
    title: 'Discover',
    Icon: IconCompass,
    text: 'Find new albums through charts, curated lists, friends’ recommendations and the community’s latest listens.',
  },
  {
    title: 'Reflect',
    Icon: IconNotebook,
    text: 'Log every listen in your diary with a rating, a review, a note of gratitude — and whether it gave you chills.',
  },
  {
    title: 'Share',
    Icon: IconShare,
    text: 'Follow friends, recommend music to them, and upvote the reviews that say it best.',
  },
  {
    title: 'Organize',
    Icon: IconListDetails,
    text: 'Keep a For Later queue, build ranked lists with sections and notes, and track your progress through them.',
  },
  {
    title: 'Learn',
    Icon: IconSchool,
    text: 'Go deeper into the stories, scenes and credits behind the records you love.',
    comingSoon: true,
  },
  {
    title: 'Listen',
    Icon: IconHeadphones,
    text: (
      <>
        Every album links out to where you stream:{' '}
        <Anchor
          href="https://open.spotify.com"
          target="_blank"
          rel="noopener noreferrer"
          inherit
          underline="always"
        >
          Spotify
        </Anchor>{' '}
        and{' '}
        <Anchor
          href="https://music.youtube.com"
          target="_blank"
          rel="noopener noreferrer"
          inherit
          underline="always"
        >
          YouTube Music
        </Anchor>
        .
      </>
    ),
  },
];

/** The six things Earmark is for, as named in the footer tagline. */
export function FeatureGrid() {
  return (
    <section aria-labelledby="features">
      <Title order={2} id="features" mb="md">
        Everything your listening deserves
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {FEATURES.map(({ title, Icon, text, comingSoon }) => (
          <Paper key={title} withBorder radius="lg" p="lg">
            <Group gap="sm" mb="xs">
              <ThemeIcon size={40} radius="md" variant="light">
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <Title order={3}>{title}</Title>
              {comingSoon && (
                <Badge variant="light" color="gray" size="sm">
                  Coming soon
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
