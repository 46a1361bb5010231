import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { openBillingPortal } from '../api';
import { useSupporterStatus } from '../hooks/useSupporterStatus';

/** A past-due supporter's renewal failed: the prompt opens the portal to update the payment method. */
export function PastDuePrompt({ inline = false }: { inline?: boolean }) {
  const { status } = useSupporterStatus();
  const [opening, setOpening] = useState(false);
  if (!status?.isPastDueSupporter) return null;

  async function handleUpdate() {
    setOpening(true);
    await openBillingPortal();
    setOpening(false);
  }

  return (
    <Alert
      color="orange"
      variant="light"
      radius={inline ? 'md' : 0}
      title="Your last payment did not go through"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">Update your payment method to get your supporter badge back.</Text>
        <Button size="xs" color="orange" loading={opening} onClick={() => void handleUpdate()}>
          Update payment
        </Button>
      </Group>
    </Alert>
  );
}
