import { Button } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { type PlayableItem, queueItemOf } from '../items';
import { dispatchPlayer } from '../store';

type Props = { item: PlayableItem };

/** Beside an item page's listening buttons: plays its video or playlist in the video player. */
export function PlayButton({ item }: Props) {
  const queueItem = queueItemOf(item);
  if (!queueItem) return null;
  return (
    <Button
      size="xs"
      radius="xl"
      variant="default"
      leftSection={<IconPlayerPlay size={14} />}
      onClick={() => dispatchPlayer({ type: 'play', item: queueItem })}
    >
      {item.__typename === 'Song' ? 'Play video' : 'Play playlist'}
    </Button>
  );
}
