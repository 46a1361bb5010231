import { Accordion, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES, supportMailto } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { FAQ_ITEMS } from '../content/faqItems';
import classes from './HelpPages.module.css';

export function FaqPage() {
  usePageMeta({
    title: 'FAQ',
    description: 'Answers to common questions about Earmark: music data, listening, lists and more.',
  });
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Frequently asked questions</Title>
          <Text c="dimmed" mt="xs">
            Can’t find your answer? Read the{' '}
            {/* Underlined: in grey text, the accent alone is no cue (WCAG link-in-text-block). */}
            <Anchor component={Link} to={ROUTES.help} underline="always">
              help guide
            </Anchor>{' '}
            or{' '}
            <Anchor href={supportMailto()} underline="always">
              email us
            </Anchor>
            .
          </Text>
        </div>
        <Accordion
          variant="separated"
          radius="md"
          className={classes.prose}
          classNames={{ item: classes.faqItem }}
        >
          {FAQ_ITEMS.map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.Control>
                <Text fw={600}>{item.question}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{item.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Container>
  );
}
