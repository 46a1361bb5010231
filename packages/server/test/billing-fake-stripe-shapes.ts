/** Stripe's documented JSON shapes for what the fake Stripe answers (only the fields Earmark reads, and a few more). */

export function subscriptionShape(fields: {
  id: string;
  customer: string;
  status: string;
  price: string;
  amount: number;
  periodEnd: number;
  userId: unknown;
}): Record<string, unknown> {
  const { id, price, periodEnd } = fields;
  return {
    id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status,
    cancel_at_period_end: false,
    livemode: false,
    metadata: fields.userId ? { userId: fields.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          current_period_start: periodEnd - 2_592_000,
          current_period_end: periodEnd,
          quantity: 1,
          price: {
            id: price,
            object: 'price',
            unit_amount: fields.amount,
            currency: 'usd',
            recurring: { interval: price.endsWith('yearly') ? 'year' : 'month', interval_count: 1 },
          },
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
  };
}

export function lineItemsShape(sessionId: string, price: string, amount: number) {
  return {
    object: 'list',
    data: [
      {
        id: `li_${sessionId}`,
        object: 'item',
        description: price.includes('vip') ? 'VIP' : 'FAN',
        quantity: 1,
        amount_total: amount,
        currency: 'usd',
        price: { id: price, object: 'price', unit_amount: amount, currency: 'usd' },
      },
    ],
    has_more: false,
    url: `/v1/checkout/sessions/${sessionId}/line_items`,
  };
}
