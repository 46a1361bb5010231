import { Container, Stack, Text, Title, Typography } from '@mantine/core';
import { usePageMeta } from '../../../lib/usePageMeta';
import { PRIVACY_SECTIONS } from '../content/privacySections';
import classes from './HelpPages.module.css';

export function PrivacyPolicyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description: 'What Earmark stores about you, why, and how to delete it.',
  });
  return (
    <Container size="sm" py="xl">
      <Stack gap="xs">
        <Title order={1}>Privacy Policy</Title>
        <Text c="dimmed" size="sm">
          Last updated: October 2025
        </Text>
        <Text mt="md">
          Earmark is a place to keep a record of the music you listen to. This policy explains, in plain
          words, what we store, why we store it, and how you stay in control of it.
        </Text>
      </Stack>
      <Typography className={classes.prose} mt="md">
        {PRIVACY_SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
            <h2 id={`privacy-${section.id}`}>{section.title}</h2>
            {section.body}
          </section>
        ))}
      </Typography>
    </Container>
  );
}
