import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { COMMUNITY_CHAT_URL, ROUTES, SOCIAL_LINKS, supportMailto } from '../../lib/links';
import { Logo } from '../../ui/Logo';
import classes from './Footer.module.css';

const SITE_LINKS = [
  { label: 'Subscribe', to: ROUTES.subscribe },
  { label: 'Privacy Policy', to: ROUTES.privacy },
  { label: 'Help', to: ROUTES.help },
  { label: 'FAQ', to: ROUTES.faq },
];

export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container py="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap="xs" maw={360}>
            <Logo size="sm" />
            <Text size="sm" c="dimmed">
              Discover. Reflect. Share. Organize. Learn. Listen.
            </Text>
          </Stack>
          <Group gap="xl" align="flex-start">
            <nav aria-label="Footer">
              <Stack gap={6}>
                {SITE_LINKS.map((link) => (
                  <Anchor key={link.to} component={Link} to={link.to} size="sm" c="bright">
                    {link.label}
                  </Anchor>
                ))}
              </Stack>
            </nav>
            <Stack gap={6}>
              <Anchor href={supportMailto()} size="sm" c="bright">
                Contact us
              </Anchor>
              <Anchor
                href={COMMUNITY_CHAT_URL}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                c="bright"
              >
                Community chat
              </Anchor>
              {SOCIAL_LINKS.map((link) => (
                <Anchor
                  key={link.href}
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  c="bright"
                >
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mt="xl">
          © {new Date().getFullYear()} Earmark. Made for people who listen closely.
        </Text>
      </Container>
    </footer>
  );
}
