import { Paper } from '@mantine/core';
import type { LogRowFieldsFragment } from '../../../graphql/generated/graphql';
import { ReflectionBody } from '../../reflections';

type Props = { log: LogRowFieldsFragment };

/** One reflection in an item's activity tab: who, when, rating, reaction, review and gratitude. */
export function LogRow({ log }: Props) {
  return (
    <Paper withBorder radius="lg" p="md" component="article">
      <ReflectionBody log={log} lead />
    </Paper>
  );
}
