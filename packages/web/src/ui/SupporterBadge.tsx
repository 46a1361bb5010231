import { Badge, type MantineSize } from '@mantine/core';

/** What the badge reads from a User: only supporters (isSupporter) carry one, FAN or VIP. */
export type SupporterFlags = { isSupporter?: boolean | null; isFAN?: boolean | null; isVIP?: boolean | null };

type Props = { user: SupporterFlags; size?: MantineSize };

/**
 * The FAN or VIP badge beside a supporter's username (nothing for everyone else). Sized to sit
 * beside the name: `xs` in rows of members, `md` or `lg` beside a large username.
 */
export function SupporterBadge({ user, size = 'sm' }: Props) {
  if (!user.isSupporter) return null;
  const tier = user.isVIP ? 'VIP' : 'FAN';
  return (
    <Badge
      size={size}
      variant={tier === 'VIP' ? 'filled' : 'light'}
      color={tier === 'VIP' ? 'grape' : 'teal'}
      radius="sm"
      title={`${tier} supporter`}
      aria-label={`${tier} supporter`}
      style={{ flexShrink: 0 }}
    >
      {tier}
    </Badge>
  );
}
