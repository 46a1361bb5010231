import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { title: string; children: ReactNode };

/** The narrow card the login, signup and password pages share. */
export function AuthCard({ title, children }: Props) {
  return (
    <Container size={440} py={48}>
      <Paper withBorder radius="lg" p="xl" shadow="sm">
        <Stack gap="md">
          <Title order={1} size="h2" ta="center">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
