import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { SupporterBadge } from '../../../ui/SupporterBadge';
import { formatPrice, type SubscriptionPlan, startCheckout } from '../api';

type Props = { plan: SubscriptionPlan; onCheckoutFailed: (reason: string) => void };

/** One plan: its tier with the badge it brings, the price for the chosen period, benefits, checkout. */
export function PlanCard({ plan, onCheckoutFailed }: Props) {
  const [starting, setStarting] = useState(false);
  const period = plan.duration === 'MONTHLY' ? 'month' : 'year';

  async function handleChoose() {
    setStarting(true);
    const failure = await startCheckout(plan.priceId);
    setStarting(false);
    if (failure) onCheckoutFailed(failure);
  }

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2}>{plan.name}</Title>
          <SupporterBadge user={{ isSupporter: true, isVIP: plan.badge === 'vip' }} />
        </Group>
        <Text size="xl" fw={700}>
          {formatPrice(plan.price, plan.currency)} / {period}
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
