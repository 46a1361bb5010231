import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';

type Props = { text: string; limit: number; label?: string };

/** Reviews and gratitude: cut at `limit` with a "more/less" toggle. */
export function TruncatedText({ text, limit, label }: Props) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > limit;
  const shown = long && !expanded ? `${text.slice(0, limit).trimEnd()}… ` : `${text} `;
  return (
    <Text size="sm" c="var(--earmark-color-soft)" style={{ whiteSpace: 'pre-line' }} aria-label={label}>
      {shown}
      {long && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
        >
          {expanded ? 'less' : 'more'}
        </Anchor>
      )}
    </Text>
  );
}
