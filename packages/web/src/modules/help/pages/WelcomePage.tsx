import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { useCurrentUser } from '../../auth';
import { useChartsLink } from '../../lists';
import { welcomeSections } from '../content/welcomeSections';

export function WelcomePage() {
  usePageMeta({
    title: 'Help',
    description:
      'A quick guide to Earmark: charts, lists, listened checks, For Later, your diary and profile.',
  });
  const member = useCurrentUser();
  const chartsLink = useChartsLink();
  const sections = welcomeSections({ chartsLink, username: member?.username ?? null });
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Welcome to Earmark</Title>
          <Text c="dimmed" mt="xs">
            A short guide to getting the most out of your listening diary. More questions? See the{' '}
            {/* Underlined: in grey text, the accent alone is no cue (WCAG link-in-text-block). */}
            <Anchor component={Link} to={ROUTES.faq} underline="always">
              FAQ
            </Anchor>
            .
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {sections.map((section, index) => (
            <Paper
              key={section.id}
              component="section"
              withBorder
              radius="lg"
              p="lg"
              aria-labelledby={section.id}
            >
              <Stack gap="xs" h="100%">
                <Text size="xs" fw={800} c="ember">
                  STEP {index + 1}
                </Text>
                <Title order={2} size="h3" id={section.id}>
                  {section.title}
                </Title>
                <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                  {section.text}
                </Text>
                <Anchor component={Link} to={section.link.to} fw={600} size="sm">
                  {section.link.label}{' '}
                  <IconArrowRight size={14} style={{ verticalAlign: 'middle' }} aria-hidden />
                </Anchor>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
