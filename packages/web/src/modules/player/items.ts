import type { AudioQueueItem } from './queue';

/** A release or song as the Play actions read it (the item menus' fields). */
export type PlayableItem =
  | {
      __typename: 'Release';
      id: string;
      title: string;
      artistName: string;
      youtubePlaylistId?: string | null;
    }
  | { __typename: 'Song'; id: string; title: string; artistName: string; youtubeId?: string | null };

/** The queue item that plays `item`: its video or its playlist; null when it has neither. */
export function queueItemOf(item: PlayableItem): AudioQueueItem | null {
  const audioId = item.__typename === 'Song' ? item.youtubeId : item.youtubePlaylistId;
  if (!audioId) return null;
  return {
    id: item.id,
    artists: item.artistName,
    audioId,
    audioType: item.__typename === 'Song' ? 'youtube-video' : 'youtube-playlist',
    title: item.title,
  };
}
