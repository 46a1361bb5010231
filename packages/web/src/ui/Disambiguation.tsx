import { Text } from '@mantine/core';

/**
 * MusicBrainz's comment that tells same-named artists, releases and recordings apart, shown
 * beside the name as MusicBrainz shows it: dimmed, in parentheses.
 */
export function Disambiguation({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Text span c="dimmed" fw={400} size="0.9em" data-disambiguation="">
      {` (${text})`}
    </Text>
  );
}
