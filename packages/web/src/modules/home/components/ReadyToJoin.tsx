import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/links';

export function ReadyToJoin() {
  return (
    <Paper
      component="section"
      aria-labelledby="ready-to-join"
      radius="lg"
      p={{ base: 'lg', sm: 40 }}
      bg="light-dark(var(--mantine-color-ember-0), var(--mantine-color-dark-6))"
      withBorder
    >
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap={6} maw={560}>
          <Title order={2} id="ready-to-join">
            Ready to Join?
          </Title>
          <Text c="dimmed">
            Start your listening diary in under a minute. It's free, and everything you mark as a guest comes
            with you.
          </Text>
        </Stack>
        <Button component={Link} to={ROUTES.signup} size="md">
          Create your free account
        </Button>
      </Group>
    </Paper>
  );
}
