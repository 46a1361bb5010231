import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageMeta } from '../lib/usePageMeta';

type Props = {
  title?: string;
  message?: string;
};

/** A friendly dead end for unknown routes and ids: not an error, just nothing here. */
export function NotFound({
  title = 'Page not found',
  message = "We couldn't find what you were looking for. It may have moved or never existed.",
}: Props) {
  usePageMeta({ title, description: message });
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconMoodEmpty size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to="/">
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}
