import {
  Anchor,
  Badge,
  Blockquote,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES, SUPPORT_EMAIL, SUPPORT_MAILTO } from '../../../lib/links';
import { readToken } from '../../../lib/session';
import { showErrorToast } from '../../../ui/errorToast';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';

type Duration = 'monthly' | 'yearly';
type Tier = 'FAN' | 'VIP';

/** The plan prices (currency not shown); yearly is advertised as "Save 20%". */
const PRICES: Record<Tier, Record<Duration, string>> = {
  FAN: { monthly: '1.99', yearly: '19.00' },
  VIP: { monthly: '3.99', yearly: '39.00' },
};

const DONATION_URL = 'https://ko-fi.com/earmark';

/** Asks the server for a card-payment checkout and goes there; the server's message on failure. */
async function startCheckout(tier: Tier, duration: Duration): Promise<void> {
  try {
    const response = await fetch('/create-checkout-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: readToken() },
      body: JSON.stringify({ priceId: `${tier}_${duration.toUpperCase()}` }),
    });
    const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
    if (response.ok && body.url) {
      window.location.assign(body.url);
      return;
    }
    showErrorToast(body.message ?? 'Payments are not configured');
  } catch {
    showErrorToast('Payments are not configured');
  }
}

function DonationLink() {
  return (
    <Anchor href={DONATION_URL} target="_blank" rel="noreferrer">
      Make a one-time donation
    </Anchor>
  );
}

export function SubscribePage() {
  const member = useCurrentUser();
  const [duration, setDuration] = useState<Duration>('yearly');

  return (
    <Stack maw={820} mx="auto" py="lg" gap="lg">
      <Title order={1}>Show your support</Title>
      {member === null ? (
        <Text>
          Please{' '}
          <Anchor component={Link} to={ROUTES.signup}>
            signup
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to={ROUTES.login}>
            login
          </Anchor>{' '}
          to support the product through a subscription.
        </Text>
      ) : member.isSupporter ? (
        <Stack gap="xs">
          <Text>You are already a supporter! Thank you for your support!</Text>
          <DonationLink />
        </Stack>
      ) : (
        <>
          <Group gap="sm">
            <SegmentedControl
              aria-label="Billing period"
              value={duration}
              onChange={(value) => setDuration(value as Duration)}
              data={[
                { label: 'Monthly', value: 'monthly' },
                { label: 'Yearly', value: 'yearly' },
              ]}
            />
            <Badge color="green">Save 20%</Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(['FAN', 'VIP'] as const).map((tier) => (
              <Card key={tier} withBorder padding="lg">
                <Stack gap="sm">
                  <Title order={2}>{tier}</Title>
                  <Text size="xl" fw={700}>
                    {PRICES[tier][duration]} / {duration === 'monthly' ? 'month' : 'year'}
                  </Text>
                  <Text size="sm">A {tier} badge beside your username, and no banners.</Text>
                  <Button onClick={() => void startCheckout(tier, duration)}>Become a {tier}</Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            Payments are handled by Stripe's secure checkout; your card details never reach Earmark.
          </Text>
          <DonationLink />
        </>
      )}
      <Blockquote cite="— the creator of Earmark">
        I built Earmark to keep a record of what I listen to. Your support keeps it independent and ad-free.
      </Blockquote>
      <Stack gap={4}>
        <Title order={3}>Need help</Title>
        <Text>
          <Anchor href={SUPPORT_MAILTO}>Email Us</Anchor> ({SUPPORT_EMAIL})
        </Text>
      </Stack>
    </Stack>
  );
}
