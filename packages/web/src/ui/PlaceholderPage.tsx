import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconVinyl } from '@tabler/icons-react';
import { usePageMeta } from '../lib/usePageMeta';

type Props = {
  title: string;
  /** One sentence about what will live here. */
  description: string;
  /** Document title when it differs from the heading. */
  pageTitle?: string;
};

/** A styled stand-in for a route whose feature is still being built. */
export function PlaceholderPage({ title, description, pageTitle }: Props) {
  usePageMeta({ title: pageTitle ?? title, description });
  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconVinyl size={32} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{description}</Text>
          <Text size="sm" c="dimmed">
            This feature is coming soon.
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
