import { describe, expect, it } from 'vitest';
import {
  type AudioQueueItem,
  currentItem,
  emptyQueue,
  hasNext,
  type QueueEvent,
  type QueueState,
  queueReducer,
  songPlayerState,
} from './queue';

const song = (id: string): AudioQueueItem => ({
  id,
  artists: `Artist ${id}`,
  audioId: `yt${id}`,
  audioType: 'youtube-video',
  title: `Song ${id}`,
});
const playlist: AudioQueueItem = {
  id: 'r1',
  artists: 'Band',
  audioId: 'OLAK5uy_list',
  audioType: 'youtube-playlist',
  title: 'Album',
};

const run = (events: QueueEvent[], from: QueueState = emptyQueue) => events.reduce(queueReducer, from);

describe('the audio queue', () => {
  it('starts stopped', () => {
    expect(songPlayerState(emptyQueue)).toEqual({
      status: 'stopped',
      songId: null,
      artists: null,
      title: null,
    });
  });

  it('play replaces the queue with one item', () => {
    const state = run([
      { type: 'playList', items: [song('1'), song('2')] },
      { type: 'play', item: song('9') },
    ]);
    expect(state.items).toEqual([song('9')]);
    expect(currentItem(state)).toEqual(song('9'));
    expect(state.status).toBe('unstarted');
    expect(hasNext(state)).toBe(false);
  });

  it('a song list loads a queue and plays the first', () => {
    const state = run([{ type: 'playList', items: [song('1'), song('2'), song('3')] }]);
    expect(state.items).toHaveLength(3);
    expect(currentItem(state)?.id).toBe('1');
    expect(hasNext(state)).toBe(true);
  });

  it('an empty song list changes nothing', () => {
    const before = run([{ type: 'play', item: song('1') }]);
    expect(queueReducer(before, { type: 'playList', items: [] })).toBe(before);
  });

  it('follows the player: playing, paused; the song player shows id, artists and title', () => {
    let state = run([
      { type: 'play', item: song('4') },
      { type: 'status', status: 'playing' },
    ]);
    expect(songPlayerState(state)).toEqual({
      status: 'playing',
      songId: '4',
      artists: 'Artist 4',
      title: 'Song 4',
    });
    state = queueReducer(state, { type: 'status', status: 'paused' });
    expect(songPlayerState(state).status).toBe('paused');
  });

  it('an ended video advances to the next queue item and reloads the player', () => {
    const started = run([
      { type: 'playList', items: [song('1'), song('2')] },
      { type: 'status', status: 'playing' },
    ]);
    const next = queueReducer(started, { type: 'ended', playlistHasNext: false });
    expect(currentItem(next)?.id).toBe('2');
    expect(next.status).toBe('unstarted');
    expect(next.loads).toBe(started.loads + 1);
  });

  it('the last video ending stops the player', () => {
    const state = run([
      { type: 'play', item: song('1') },
      { type: 'ended', playlistHasNext: false },
    ]);
    expect(currentItem(state)).toBeNull();
    expect(state.status).toBe('ended');
    expect(songPlayerState(state).status).toBe('stopped');
  });

  it('inside a playlist the next playlist video plays, and the queue moves on after its last', () => {
    const state = run([{ type: 'playList', items: [playlist, song('2')] }]);
    const inPlaylist = queueReducer(state, { type: 'ended', playlistHasNext: true });
    expect(inPlaylist).toBe(state);
    const after = queueReducer(inPlaylist, { type: 'ended', playlistHasNext: false });
    expect(currentItem(after)?.id).toBe('2');
  });

  it('a video that is not a playlist advances even when told of a next playlist video', () => {
    const state = run([
      { type: 'playList', items: [song('1'), song('2')] },
      { type: 'ended', playlistHasNext: true },
    ]);
    expect(currentItem(state)?.id).toBe('2');
  });

  it('stop clears the current item and ignores later player events', () => {
    const stopped = run([{ type: 'play', item: song('1') }, { type: 'stop' }]);
    expect(currentItem(stopped)).toBeNull();
    expect(songPlayerState(stopped).status).toBe('stopped');
    expect(queueReducer(stopped, { type: 'status', status: 'playing' })).toBe(stopped);
  });

  it('next skips to the following item', () => {
    const state = run([{ type: 'playList', items: [song('1'), song('2')] }, { type: 'next' }]);
    expect(currentItem(state)?.id).toBe('2');
  });
});
