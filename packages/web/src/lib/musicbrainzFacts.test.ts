import { describe, expect, it } from 'vitest';
import { artistTypeLabel, partialDateLabel, trackKindLabel, trackNumberLabels } from './musicbrainzFacts';

describe('MusicBrainz facts as members read them', () => {
  it('writes a date no more precisely than MusicBrainz knows it', () => {
    expect(partialDateLabel('1997')).toBe('1997');
    expect(partialDateLabel('1979-06')).toBe('June 1979');
    expect(partialDateLabel('1973-03-24')).toBe('March 24, 1973');
    expect(partialDateLabel(null)).toBeNull();
  });

  it('names artist types and track kinds as MusicBrainz does', () => {
    expect(artistTypeLabel('ORCHESTRA')).toBe('Orchestra');
    expect(artistTypeLabel(null)).toBeNull();
    expect(trackKindLabel('PREGAP')).toBe('Pregap');
    expect(trackKindLabel('DATA')).toBe('Data track');
    expect(trackKindLabel('AUDIO')).toBeNull();
  });

  it('numbers tracks by their printed number, else per disc', () => {
    const track = (id: string, position: number, discNumber: number, number: string | null) => ({
      id,
      position,
      discNumber,
      number,
    });
    expect([...trackNumberLabels([track('a', 1, 1, 'A1'), track('b', 2, 1, 'B1')]).values()]).toEqual([
      'A1',
      'B1',
    ]);
    expect([
      ...trackNumberLabels([
        track('a', 1, 1, null),
        track('b', 2, 1, null),
        track('c', 3, 2, null),
        track('d', 4, 2, 'C1'),
      ]).values(),
    ]).toEqual(['1.1', '1.2', '2.1', 'C1']);
  });
});
