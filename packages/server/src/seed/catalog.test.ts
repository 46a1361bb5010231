import { RELEASE_PRIMARY_TYPES, RELEASE_SECONDARY_TYPES } from '@earmark/shared';
import { describe, expect, it } from 'vitest';
import { TableBatch } from './bulk-insert.ts';
import { generateArtists } from './catalog-artists.ts';
import { createCatalogIndex, generateReleases } from './catalog-releases.ts';
import { DEMO_SIZE, scaleFor } from './scale.ts';
import { T } from './tables.ts';

/** The demo catalog, generated in memory (no database): what the first start writes. */
function demoCatalog() {
  const scale = scaleFor(DEMO_SIZE);
  const batches = {
    artists: new TableBatch(T.artists),
    releases: new TableBatch(T.releases),
    releaseArtists: new TableBatch(T.releaseArtists),
    songs: new TableBatch(T.songs),
    songArtists: new TableBatch(T.songArtists),
    tracks: new TableBatch(T.tracks),
  };
  const artists = generateArtists(scale.artists, batches.artists);
  const catalog = createCatalogIndex(scale.releases);
  generateReleases(1, scale.releases, artists, catalog, batches);
  const column = (batch: TableBatch, name: string) => {
    const index = batch.spec.columns.findIndex(([c]) => c === name);
    return batch.columns[index] ?? [];
  };
  return { batches, column };
}

describe('the demo catalog', () => {
  const { batches, column } = demoCatalog();

  it('has the promised sizes', () => {
    expect(batches.artists.size).toBeGreaterThanOrEqual(300);
    expect(batches.releases.size).toBe(2000);
    expect(batches.songs.size).toBeGreaterThanOrEqual(20_000);
    expect(batches.tracks.size).toBeGreaterThanOrEqual(batches.songs.size);
  });

  it('covers every primary and secondary type and the years 1950 to 2025, mostly albums', () => {
    const primaries = column(batches.releases, 'primary_type');
    expect(new Set(primaries)).toEqual(new Set(RELEASE_PRIMARY_TYPES));
    expect(primaries.filter((p) => p === 'ALBUM').length).toBeGreaterThan(1000);
    const secondaries = column(batches.releases, 'secondary_types').join(',');
    for (const type of RELEASE_SECONDARY_TYPES) expect(secondaries).toContain(`"${type}"`);
    const years = column(batches.releases, 'year') as number[];
    expect(Math.min(...years)).toBe(1950);
    expect(Math.max(...years)).toBe(2025);
  });

  it('prints collaborations with their join phrases and links the four data sources', () => {
    const credits = column(batches.releases, 'artist_name') as string[];
    expect(credits.some((c) => c.includes(' & '))).toBe(true);
    expect(credits.some((c) => c.includes(' feat. '))).toBe(true);
    const sources = (column(batches.releases, 'data_sources') as string[]).join(' ');
    expect(sources).toMatch(/https:\/\/musicbrainz\.org\/release-group\/[0-9a-f-]{36}/);
    expect(sources).toContain('https://open.spotify.com/album/');
    expect(sources).toContain('https://www.discogs.com/master/');
    expect(sources).toContain('https://www.youtube.com/playlist?list=');
  });

  it('credits songs with roles and flags a few of them', () => {
    expect(new Set(column(batches.songArtists, 'role'))).toEqual(
      new Set(['MAIN', 'FEATURED', 'REMIXER', 'PRODUCER', 'COMPOSER']),
    );
    expect(column(batches.songs, 'prevent_uncheck').filter(Boolean).length).toBeGreaterThan(0);
    expect(column(batches.songs, 'hide_release_link').filter(Boolean).length).toBeGreaterThan(0);
    expect(Math.max(...(column(batches.tracks, 'disc_number') as number[]))).toBe(2);
  });

  it('gives some artists accented names and disambiguations', () => {
    const names = column(batches.artists, 'name') as string[];
    expect(names.some((n) => /[À-ÿ]/.test(n))).toBe(true);
    expect(column(batches.artists, 'disambiguation').filter((d) => d !== null).length).toBeGreaterThan(5);
  });
});
