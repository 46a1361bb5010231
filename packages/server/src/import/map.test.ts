import { describe, expect, it } from 'vitest';
import { mapCredits, printedCredit } from './map-credits.ts';
import { mapDataSources } from './map-data-sources.ts';
import { sortableDate, yearOf } from './map-dates.ts';
import { mapRelease } from './map-release.ts';
import { mapPrimaryType, mapSecondaryTypes } from './map-types.ts';
import { mbReleaseSchema } from './mb-json.ts';
import { detectKind, kindFromFileName } from './parse-line.ts';

const artist = (id: string, name: string) => ({ id, name, 'sort-name': name, disambiguation: '' });
const A = 'a0000001-0000-4000-8000-000000000001';
const B = 'a0000002-0000-4000-8000-000000000002';
const C = 'a0000003-0000-4000-8000-000000000003';

describe('release types', () => {
  it('maps MusicBrainz primary types, with NONE for none and OTHER for an unknown one', () => {
    expect(['Album', 'Single', 'EP', 'Broadcast', 'Other'].map(mapPrimaryType)).toEqual([
      'ALBUM',
      'SINGLE',
      'EP',
      'BROADCAST',
      'OTHER',
    ]);
    expect(mapPrimaryType(null)).toBe('NONE');
    expect(mapPrimaryType('')).toBe('NONE');
    expect(mapPrimaryType('Hologram')).toBe('OTHER');
  });

  it('maps every secondary type as MusicBrainz spells it, drops unknown ones and repeats', () => {
    const names = [
      'Compilation',
      'Soundtrack',
      'Spokenword',
      'Interview',
      'Audiobook',
      'Audio drama',
      'Live',
      'Remix',
      'DJ-mix',
      'Mixtape/Street',
      'Demo',
      'Field recording',
      'Live',
      'Something new',
    ];
    expect(mapSecondaryTypes(names)).toEqual([
      'COMPILATION',
      'SOUNDTRACK',
      'SPOKENWORD',
      'INTERVIEW',
      'AUDIOBOOK',
      'AUDIO_DRAMA',
      'LIVE',
      'REMIX',
      'DJ_MIX',
      'MIXTAPE_STREET',
      'DEMO',
      'FIELD_RECORDING',
    ]);
    expect(mapSecondaryTypes(undefined)).toEqual([]);
  });
});

describe('artist credits', () => {
  it('keeps names as credited with their join phrases; names after "feat." are featured', () => {
    const credits = mapCredits([
      { name: 'Daft Punk', joinphrase: ' feat. ', artist: artist(A, 'Daft Punk') },
      { name: 'Pharrell', joinphrase: ' & ', artist: artist(B, 'Pharrell Williams') },
      { name: 'Nile Rodgers', joinphrase: '', artist: artist(C, 'Nile Rodgers') },
    ]);
    expect(credits.map((c) => [c.creditedName, c.joinPhrase, c.role, c.artist.name])).toEqual([
      ['Daft Punk', ' feat. ', 'MAIN', 'Daft Punk'],
      ['Pharrell', ' & ', 'FEATURED', 'Pharrell Williams'],
      ['Nile Rodgers', '', 'FEATURED', 'Nile Rodgers'],
    ]);
    expect(printedCredit(credits)).toBe('Daft Punk feat. Pharrell & Nile Rodgers');
  });

  it('treats a collaboration as main artists', () => {
    const credits = mapCredits([
      { name: 'Jay-Z', joinphrase: ' & ', artist: artist(A, 'JAY‐Z') },
      { name: 'Kanye West', joinphrase: null, artist: artist(B, 'Kanye West') },
    ]);
    expect(credits.map((c) => c.role)).toEqual(['MAIN', 'MAIN']);
    expect(printedCredit(credits)).toBe('Jay-Z & Kanye West');
    expect(credits[0]?.artist.dataSources).toEqual([
      { type: 'MUSICBRAINZ', url: `https://musicbrainz.org/artist/${A}` },
    ]);
  });
});

describe('data sources', () => {
  it('keeps Spotify, Discogs and YouTube URL relations and the MusicBrainz page, in canonical order', () => {
    const url = (resource: string) => ({ 'target-type': 'url', url: { resource } });
    const sources = mapDataSources('release-group', A, [
      url('https://www.youtube.com/playlist?list=PL1'),
      url('https://www.wikidata.org/wiki/Q1'),
      url('https://open.spotify.com/album/abc'),
      url('https://www.discogs.com/master/1'),
      url('https://open.spotify.com/album/abc'),
      url('not a url'),
      { 'target-type': 'artist', url: null },
    ]);
    expect(sources).toEqual([
      { type: 'DISCOGS', url: 'https://www.discogs.com/master/1' },
      { type: 'MUSICBRAINZ', url: `https://musicbrainz.org/release-group/${A}` },
      { type: 'SPOTIFY', url: 'https://open.spotify.com/album/abc' },
      { type: 'YOUTUBE', url: 'https://www.youtube.com/playlist?list=PL1' },
    ]);
  });
});

describe('dates', () => {
  it('reads partial MusicBrainz dates', () => {
    expect([yearOf('2013-05-17'), yearOf('2013-04'), yearOf('1997'), yearOf(''), yearOf('0999')]).toEqual([
      2013,
      2013,
      1997,
      null,
      null,
    ]);
    expect(['2013-05-17', '2013-04', '1997', '', '1996-13-40', '2001-02-30'].map(sortableDate)).toEqual([
      '2013-05-17',
      '2013-04-01',
      '1997-01-01',
      null,
      '1996-01-01',
      '2001-02-01',
    ]);
  });
});

describe('release track lists', () => {
  it('numbers tracks over all discs in medium order, with the disc number', () => {
    const recording = (n: number) => ({
      id: `d000000${n}-0000-4000-8000-00000000000${n}`,
      title: `Song ${n}`,
      length: 1000 * n,
      'artist-credit': [{ name: 'Daft Punk', joinphrase: '', artist: artist(A, 'Daft Punk') }],
    });
    const track = (position: number, n: number) => ({
      position,
      title: `Track ${n}`,
      length: null,
      recording: recording(n),
    });
    const release = mbReleaseSchema.parse({
      id: 'c0000001-0000-4000-8000-000000000001',
      title: 'Two discs',
      status: 'Official',
      'release-group': {
        id: 'b0000001-0000-4000-8000-000000000001',
        title: 'Two discs',
        'primary-type': 'Album',
      },
      media: [
        { position: 2, tracks: [track(2, 4), track(1, 3)] },
        { position: 1, tracks: [track(1, 1), track(2, 2)] },
      ],
    });
    const mapped = mapRelease(release, release['release-group'] ?? { id: '', title: '' });
    expect(mapped.tracks.map((t) => [t.position, t.discNumber, t.title, t.durationMs, t.song.title])).toEqual(
      [
        [1, 1, 'Track 1', 1000, 'Song 1'],
        [2, 1, 'Track 2', 2000, 'Song 2'],
        [3, 2, 'Track 3', 3000, 'Song 3'],
        [4, 2, 'Track 4', 4000, 'Song 4'],
      ],
    );
    expect(mapped.official).toBe(true);
    expect(mapped.group.artistName).toBe('');
  });
});

describe('entity types', () => {
  it('comes from a dump file name, or else from the fields of the line', () => {
    expect(kindFromFileName('/dumps/mbdump/release-group')).toBe('release-group');
    expect(kindFromFileName('fixtures/recording.jsonl')).toBe('recording');
    expect(kindFromFileName('everything.jsonl')).toBeNull();
    expect(detectKind({ id: 'x', title: 't', media: [] })).toBe('release');
    expect(detectKind({ id: 'x', title: 't', 'primary-type': null })).toBe('release-group');
    expect(detectKind({ id: 'x', title: 't', length: 1, video: false })).toBe('recording');
    expect(detectKind({ id: 'x', name: 'n', 'sort-name': 'n' })).toBe('artist');
    expect(detectKind({ id: 'x' })).toBeNull();
  });
});
