import { describe, expect, it } from 'vitest';
import {
  applyListeningAction,
  EMPTY_LISTENING_STATE,
  isEmptyListeningState,
  type ListeningState,
  listeningCountDeltas,
} from './listening.ts';

const checked: ListeningState = { ...EMPTY_LISTENING_STATE, checked: true };

describe('applyListeningAction', () => {
  it('liking checks the item, takes it out of For Later and replaces love', () => {
    const queued = { ...EMPTY_LISTENING_STATE, listenTo: 'FIRST_LISTEN' as const };
    expect(applyListeningAction(queued, { kind: 'react', reaction: 'LIKED' })).toEqual({
      ...checked,
      reaction: 'LIKED',
    });
    const loved = { ...checked, reaction: 'LOVED' as const };
    expect(applyListeningAction(loved, { kind: 'react', reaction: 'LIKED' }).reaction).toBe('LIKED');
  });

  it('an implicit check keeps a listen-again entry; an explicit check removes it', () => {
    const again = { ...checked, listenTo: 'LISTEN_AGAIN' as const };
    expect(applyListeningAction(again, { kind: 'react', reaction: 'FAVORITED' }).listenTo).toBe(
      'LISTEN_AGAIN',
    );
    expect(applyListeningAction(again, { kind: 'check' }).listenTo).toBeNull();
  });

  it('unchecking clears reactions, deep listen, purple check and the rating (a rated item is a listened one)', () => {
    const full = { ...checked, deepListened: true, purpleCheck: true, reaction: 'LOVED' as const, rating: 4 };
    expect(applyListeningAction(full, { kind: 'uncheck' })).toEqual(EMPTY_LISTENING_STATE);
    const queued = { ...full, listenTo: 'LISTEN_AGAIN' as const };
    expect(applyListeningAction(queued, { kind: 'uncheck' })).toEqual({
      ...EMPTY_LISTENING_STATE,
      listenTo: 'LISTEN_AGAIN',
    });
  });

  it('unliking leaves a love alone', () => {
    const loved = { ...checked, reaction: 'LOVED' as const };
    expect(applyListeningAction(loved, { kind: 'unreact', reaction: 'LIKED' })).toBe(loved);
  });

  it('rating checks; 0 removes; off-step ratings throw', () => {
    expect(applyListeningAction(EMPTY_LISTENING_STATE, { kind: 'rate', rating: 4.5 })).toEqual({
      ...checked,
      rating: 4.5,
    });
    expect(applyListeningAction({ ...checked, rating: 3 }, { kind: 'rate', rating: 0 }).rating).toBeNull();
    for (const rating of [0.25, 5.5, -1, 3.3]) {
      expect(() => applyListeningAction(checked, { kind: 'rate', rating })).toThrow(RangeError);
    }
  });

  it('For Later is a first listen unless the item was checked', () => {
    expect(applyListeningAction(EMPTY_LISTENING_STATE, { kind: 'addToListenTo' }).listenTo).toBe(
      'FIRST_LISTEN',
    );
    expect(applyListeningAction(checked, { kind: 'addToListenTo' }).listenTo).toBe('LISTEN_AGAIN');
  });
});

describe('listeningCountDeltas and isEmptyListeningState', () => {
  it('counts a switch from love to like as -1 love +1 like, no new check', () => {
    const loved = { ...checked, reaction: 'LOVED' as const };
    const liked = { ...checked, reaction: 'LIKED' as const };
    expect(listeningCountDeltas(loved, liked)).toEqual({ checks: 0, likes: 1, loves: -1, favorites: 0 });
    expect(listeningCountDeltas(EMPTY_LISTENING_STATE, liked).checks).toBe(1);
  });

  it('a state with nothing left is empty', () => {
    expect(isEmptyListeningState(EMPTY_LISTENING_STATE)).toBe(true);
    expect(isEmptyListeningState({ ...EMPTY_LISTENING_STATE, listenTo: 'FIRST_LISTEN' })).toBe(false);
  });
});
