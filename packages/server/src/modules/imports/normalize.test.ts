import { describe, expect, it } from 'vitest';
import { nameKey, probeText, sourceKey } from './normalize.ts';

describe('import name normalization', () => {
  it('probes the catalog with the lower-cased, unaccented start of a bare title', () => {
    expect(probeText('Ágætis Byrjun', 'title')).toBe('agaetis byrjun');
    expect(probeText('Time (2011 Remaster)', 'title')).toBe('time');
    expect(probeText('Björk feat. Thom Yorke', 'artist')).toBe('bjork');
    expect(probeText('Straße', 'title')).toBe('strasse');
  });

  it('compares names without case, accents, versions, featured artists or punctuation', () => {
    expect(nameKey('Sigur Rós', 'artist')).toBe(nameKey('SIGUR ROS', 'artist'));
    expect(nameKey('Us and Them (2023 Remaster)', 'title')).toBe(nameKey('Us & Them', 'title'));
    expect(nameKey('Money - 2011 Remastered Version', 'title')).toBe(nameKey('money', 'title'));
    expect(nameKey('Get Lucky (feat. Pharrell Williams)', 'title')).toBe(nameKey('Get Lucky', 'title'));
    expect(nameKey("Don't Stop Me Now", 'title')).toBe(nameKey('Dont Stop Me Now', 'title'));
  });

  it('remembers choices under the kind and both compared names', () => {
    expect(sourceKey('listen', 'Pink Floyd', 'Time (2011 Remaster)')).toBe('listen:pink floyd|time');
    expect(sourceKey('listen', 'PINK FLOYD', 'time')).toBe(sourceKey('listen', 'Pink Floyd', 'Time'));
    expect(sourceKey('release', 'Radiohead', 'OK Computer')).toBe('release:radiohead|ok computer');
  });
});
