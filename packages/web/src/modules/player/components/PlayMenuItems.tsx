import { useApolloClient } from '@apollo/client/react';
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPlay, IconPlaylist } from '@tabler/icons-react';
import { showErrorToast } from '../../../ui/errorToast';
import { ReleaseSongsForPlayerQuery } from '../graphql/ReleaseSongsForPlayer';
import { type PlayableItem, queueItemOf } from '../items';
import type { AudioQueueItem } from '../queue';
import { dispatchPlayer } from '../store';

type Props = { item: PlayableItem };

/**
 * The item menu's Play entries: a song's video or a release's playlist (play replaces the queue),
 * and a release's songs that have videos (loaded when asked for, then played as a queue).
 */
export function PlayMenuItems({ item }: Props) {
  const client = useApolloClient();
  const single = queueItemOf(item);

  async function handlePlaySongs() {
    try {
      const { data } = await client.query({ query: ReleaseSongsForPlayerQuery, variables: { id: item.id } });
      const items = (data?.release?.tracks ?? [])
        .map((track) => queueItemOf({ __typename: 'Song', ...track.song }))
        .filter((entry): entry is AudioQueueItem => entry !== null);
      dispatchPlayer({ type: 'playList', items });
      if (items.length === 0) notifications.show({ message: 'None of these songs has a video yet.' });
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <>
      {single && (
        <Menu.Item
          leftSection={<IconPlayerPlay size={14} />}
          onClick={() => dispatchPlayer({ type: 'play', item: single })}
        >
          {item.__typename === 'Song' ? 'Play video' : 'Play playlist'}
        </Menu.Item>
      )}
      {item.__typename === 'Release' && (
        <Menu.Item leftSection={<IconPlaylist size={14} />} onClick={() => void handlePlaySongs()}>
          Play the songs' videos
        </Menu.Item>
      )}
    </>
  );
}
