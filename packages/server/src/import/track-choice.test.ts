import { describe, expect, it } from 'vitest';
import type { ReleaseRecord } from './records.ts';
import { TrackChoices } from './track-choice.ts';

function release(group: string, official: boolean, tracks = 1): ReleaseRecord {
  const song = {
    mbid: 's',
    title: 't',
    disambiguation: null,
    artistName: '',
    year: null,
    releaseDate: null,
    releaseDatePrecision: null,
    isVideo: null,
    durationMs: null,
    isrcs: [],
    dataSources: [],
    credits: [],
  };
  return {
    mbid: `${group}-${official}`,
    official,
    label: null,
    dataSources: [],
    group: { mbid: group } as ReleaseRecord['group'],
    groupByMbidOnly: false,
    complete: true,
    tracks: Array.from({ length: tracks }, (_, i) => ({
      position: i + 1,
      discNumber: 1,
      number: String(i + 1),
      kind: 'AUDIO' as const,
      title: 't',
      durationMs: null,
      song,
      credits: [],
    })),
  };
}

describe('choosing the release that gives a group its track list', () => {
  it('takes the first official release and ignores later ones', () => {
    const choices = new TrackChoices();
    expect(choices.choose(release('g', true), false)).toBe(true);
    expect(choices.choose(release('g', true), true)).toBe(false);
    expect(choices.choose(release('g', false), true)).toBe(false);
  });

  it('lets an official release replace one that was not, but not the other way round', () => {
    const choices = new TrackChoices();
    expect(choices.choose(release('g', false), false)).toBe(true);
    expect(choices.choose(release('g', false), true)).toBe(false);
    expect(choices.choose(release('g', true), true)).toBe(true);
  });

  it('never fills a group that already has a track list from a release that is not official', () => {
    expect(new TrackChoices().choose(release('g', false), true)).toBe(false);
  });

  it('never chooses a release without tracks', () => {
    expect(new TrackChoices().choose(release('g', true, 0), false)).toBe(false);
  });

  it('forgets the choices of a batch that was rolled back', () => {
    const choices = new TrackChoices();
    choices.choose(release('g', true), false);
    choices.rollback();
    expect(choices.choose(release('g', true), false)).toBe(true);
    choices.commit();
    expect(choices.choose(release('g', true), true)).toBe(false);
  });
});
