import type { DataSourceType } from '@earmark/shared';
import type { DataSource } from '../db/schema/catalog.ts';
import type { MbRelations } from './mb-json.ts';

export type MbEntityType = 'artist' | 'release-group' | 'release' | 'recording';

export function musicbrainzLink(entity: MbEntityType, mbid: string): DataSource {
  return { type: 'MUSICBRAINZ', url: `https://musicbrainz.org/${entity}/${mbid}` };
}

const HOSTS: ReadonlyArray<readonly [RegExp, DataSourceType]> = [
  [/(^|\.)spotify\.com$/, 'SPOTIFY'],
  [/(^|\.)discogs\.com$/, 'DISCOGS'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'YOUTUBE'],
  [/(^|\.)musicbrainz\.org$/, 'MUSICBRAINZ'],
];

/** The data source a URL relation points at, or null for sites Earmark does not link to. */
export function dataSourceOf(resource: string): DataSource | null {
  let host: string;
  try {
    host = new URL(resource).hostname.toLowerCase();
  } catch {
    return null;
  }
  const match = HOSTS.find(([pattern]) => pattern.test(host));
  return match ? { type: match[1], url: resource } : null;
}

/** Byte order, like PostgreSQL's `collate "C"`, so the merge in SQL keeps the same order. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A set of data sources in canonical order (type, then URL), without repeats. */
export function canonicalSources(sources: readonly DataSource[]): DataSource[] {
  const seen = new Map<string, DataSource>();
  for (const s of sources) seen.set(`${s.type} ${s.url}`, s);
  return [...seen.values()].sort((a, b) => compare(a.type, b.type) || compare(a.url, b.url));
}

function linkedSources(relations: MbRelations): DataSource[] {
  const out: DataSource[] = [];
  for (const r of relations ?? []) {
    const source = r['target-type'] === 'url' && r.url ? dataSourceOf(r.url.resource) : null;
    if (source) out.push(source);
  }
  return out;
}

/** The entity's own MusicBrainz page plus its URL relations to Spotify, Discogs and YouTube. */
export function mapDataSources(entity: MbEntityType, mbid: string, relations: MbRelations): DataSource[] {
  return canonicalSources([musicbrainzLink(entity, mbid), ...linkedSources(relations)]);
}

/** Only a release's outside links (a Spotify album, a Discogs release): its group has its own page. */
export function mapReleaseLinks(relations: MbRelations): DataSource[] {
  return canonicalSources(linkedSources(relations).filter((s) => s.type !== 'MUSICBRAINZ'));
}
