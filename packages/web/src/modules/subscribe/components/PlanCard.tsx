import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { SupporterBadge } from '../../../ui/SupporterBadge';
import { type SubscriptionPlan, startCheckout } from '../api';

/** One plan: its tier with the badge it brings, the price for the chosen period, benefits, checkout. */
export function PlanCard({ plan }: { plan: SubscriptionPlan }) {
  const [starting, setStarting] = useState(false);
  const period = plan.duration === 'MONTHLY' ? 'month' : 'year';

  async function handleChoose() {
    setStarting(true);
    await startCheckout(plan.priceId);
    setStarting(false);
  }

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2}>{plan.name}</Title>
          <SupporterBadge user={{ isSupporter: true, isVIP: plan.badge === 'vip' }} />
        </Group>
        <Text size="xl" fw={700}>
          {plan.price.toFixed(2)} / {period}
        </Text>
        {plan.description && <Text size="sm">{plan.description}</Text>}
        <List size="sm" spacing={2}>
          {plan.benefits.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
        <Button loading={starting} onClick={() => void handleChoose()}>
          Become a {plan.name}
        </Button>
      </Stack>
    </Card>
  );
}
