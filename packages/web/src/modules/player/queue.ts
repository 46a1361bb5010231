/**
 * The video player's audio queue, as a pure state machine: the player
 * component feeds it the YouTube player's events and does what the new state says.
 */

export type AudioType = 'youtube-video' | 'youtube-playlist';

/** One thing to play: a song's video or a release's playlist. */
export type AudioQueueItem = {
  /** The song's id for a video, the release's id for a playlist. */
  id: string;
  artists: string;
  audioId: string;
  audioType: AudioType;
  title: string;
};

/** The YouTube player's states the queue follows. */
export type VideoStatus = 'unstarted' | 'playing' | 'paused' | 'ended';

export type QueueState = {
  items: readonly AudioQueueItem[];
  /** The index of the current item in `items`; null when nothing plays (stopped). */
  current: number | null;
  status: VideoStatus;
  /** Bumped each time the current item must be (re)loaded into the player. */
  loads: number;
};

export type QueueEvent =
  | { type: 'play'; item: AudioQueueItem }
  | { type: 'playList'; items: readonly AudioQueueItem[] }
  | { type: 'stop' }
  | { type: 'next' }
  | { type: 'status'; status: VideoStatus }
  /** The video ended; `playlistHasNext` when a playlist has another video after it. */
  | { type: 'ended'; playlistHasNext: boolean };

export const emptyQueue: QueueState = { items: [], current: null, status: 'unstarted', loads: 0 };

/** What a song player shows: playing, paused or stopped, and which song (id, artists, title). */
export type SongPlayerState =
  | { status: 'stopped'; songId: null; artists: null; title: null }
  | { status: 'playing' | 'paused'; songId: string; artists: string; title: string };

function start(state: QueueState, items: readonly AudioQueueItem[], current: number): QueueState {
  return { items, current, status: 'unstarted', loads: state.loads + 1 };
}

function advance(state: QueueState): QueueState {
  const next = state.current === null ? null : state.current + 1;
  if (next === null || next >= state.items.length) return { ...state, current: null, status: 'ended' };
  return start(state, state.items, next);
}

export function queueReducer(state: QueueState, event: QueueEvent): QueueState {
  switch (event.type) {
    case 'play':
      // Play replaces the queue with one item.
      return start(state, [event.item], 0);
    case 'playList':
      // A song list loads a queue and plays the first; an empty one plays nothing.
      return event.items.length === 0 ? state : start(state, event.items, 0);
    case 'stop':
      return { ...state, current: null, status: 'unstarted' };
    case 'next':
      return advance(state);
    case 'status':
      return state.current === null ? state : { ...state, status: event.status };
    case 'ended':
      // Inside a playlist the player moves on by itself; otherwise the queue advances.
      if (event.playlistHasNext && currentItem(state)?.audioType === 'youtube-playlist') return state;
      return advance(state);
  }
}

export function currentItem(state: QueueState): AudioQueueItem | null {
  return state.current === null ? null : (state.items[state.current] ?? null);
}

export function hasNext(state: QueueState): boolean {
  return state.current !== null && state.current + 1 < state.items.length;
}

/** The song player's view of the queue: stopped without a current item, else playing or paused. */
export function songPlayerState(state: QueueState): SongPlayerState {
  const item = currentItem(state);
  if (!item) return { status: 'stopped', songId: null, artists: null, title: null };
  return {
    status: state.status === 'playing' ? 'playing' : 'paused',
    songId: item.id,
    artists: item.artists,
    title: item.title,
  };
}
