import { Anchor, Group } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';

/**
 * A link to one of the server's feeds (RSS 2.0; server modules/sharing): a plain link, so the
 * browser asks the server for the feed rather than the app routing to a page.
 */
export function FeedLink({ href, label }: { href: string; label: string }) {
  return (
    <Anchor href={href} type="application/rss+xml" size="sm" c="dimmed">
      <Group component="span" gap={4} wrap="nowrap">
        <IconRss size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
