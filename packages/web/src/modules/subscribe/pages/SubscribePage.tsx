import {
  Alert,
  Anchor,
  Badge,
  Blockquote,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES, supportEmail, supportMailto } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { useCurrentUser } from '../../auth';
import type { SubscriptionPlan } from '../api';
import { PastDuePrompt } from '../components/PastDuePrompt';
import { PlanCard } from '../components/PlanCard';
import { useSubscriptionPlans } from '../hooks/useSubscriptionPlans';
import { useSupporterStatus } from '../hooks/useSupporterStatus';

type Duration = SubscriptionPlan['duration'];

const DONATION_URL = 'https://ko-fi.com/earmark';

function DonationLink() {
  return (
    <Anchor href={DONATION_URL} target="_blank" rel="noreferrer">
      Make a one-time donation
    </Anchor>
  );
}

export function SubscribePage() {
  usePageMeta({
    title: 'Support Earmark',
    description: 'Become a FAN or VIP supporter of Earmark, monthly or yearly.',
  });
  const member = useCurrentUser();
  const { status } = useSupporterStatus();
  const { plans } = useSubscriptionPlans();
  const [duration, setDuration] = useState<Duration>('YEARLY');
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const pastDue = status?.isPastDueSupporter ?? false;

  return (
    <Stack maw={820} mx="auto" px="md" py="lg" gap="lg">
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
      ) : member.isSupporter || pastDue ? (
        <Stack gap="xs">
          <Text>You are already a supporter! Thank you for your support!</Text>
          <PastDuePrompt inline />
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
                { label: 'Monthly', value: 'MONTHLY' },
                { label: 'Yearly', value: 'YEARLY' },
              ]}
            />
            <Badge color="green">Save 20%</Badge>
          </Group>
          {checkoutError && (
            <Alert
              color="red"
              role="alert"
              title="Your subscription could not be started"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setCheckoutError(null)}
            >
              {checkoutError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {plans
              .filter((plan) => plan.duration === duration)
              .map((plan) => (
                <PlanCard
                  key={`${plan.name}-${plan.duration}`}
                  plan={plan}
                  onCheckoutFailed={setCheckoutError}
                />
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
        <Title order={2} size="h3">
          Need help
        </Title>
        <Text>
          <Anchor href={supportMailto()}>Email Us</Anchor> ({supportEmail()})
        </Text>
      </Stack>
    </Stack>
  );
}
