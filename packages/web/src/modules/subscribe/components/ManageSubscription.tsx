import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { SupporterBadge } from '../../../ui/SupporterBadge';
import { openBillingPortal } from '../api';
import { useSupporterStatus } from '../hooks/useSupporterStatus';

/**
 * For supporters in settings: their badge and the way to the portal that manages the subscription;
 * for a past-due supporter (no badge while the payment is late) the same way, to update the payment.
 */
export function ManageSubscription() {
  const { status } = useSupporterStatus();
  const [opening, setOpening] = useState(false);
  if (!status?.isSupporter && !status?.isPastDueSupporter) return null;
  const pastDue = !status.isSupporter;

  async function handleManage() {
    setOpening(true);
    await openBillingPortal();
    setOpening(false);
  }

  return (
    <Stack gap="xs" mb="lg">
      <Group gap="xs">
        <Title order={2} size="h4">
          Your subscription
        </Title>
        {!pastDue && <SupporterBadge user={status} />}
      </Group>
      <Text size="sm">
        {pastDue
          ? // The past-due prompt above the page says why the badge is gone.
            'Manage your subscription and your payment method in the billing portal.'
          : 'Thank you for supporting Earmark.'}
      </Text>
      <Group>
        <Button variant="default" loading={opening} onClick={() => void handleManage()}>
          Manage subscription
        </Button>
      </Group>
    </Stack>
  );
}
