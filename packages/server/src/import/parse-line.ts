import path from 'node:path';
import type { z } from 'zod';
import { mapArtist, mapRecording, mapReleaseGroup } from './map-entities.ts';
import { mapRelease } from './map-release.ts';
import {
  ARTIST_EMBEDDED_LISTS,
  mbArtistSchema,
  mbRecordingSchema,
  mbReleaseGroupSchema,
  mbReleaseSchema,
} from './mb-json.ts';
import type { EntityKind, ImportEntity } from './records.ts';

/** What a line holds: its entities, and why any part of it cannot be imported. */
export type ParsedLine = { entities: ImportEntity[]; errors: string[] };

const KINDS: readonly EntityKind[] = ['artist', 'release-group', 'release', 'recording'];

/** The list key of a browse page or search result, for each kind. */
const LIST_KEYS: ReadonlyArray<readonly [string, EntityKind]> = [
  ['artists', 'artist'],
  ['release-groups', 'release-group'],
  ['releases', 'release'],
  ['recordings', 'recording'],
];

/**
 * A dump archive holds one file per entity type named after it (mbdump/release-group); such a
 * name fixes the type of every line. Any other file may mix types, told apart by their fields.
 */
export function kindFromFileName(file: string): EntityKind | null {
  const base = path.basename(file).replace(/\.(jsonl|json|ndjson)$/i, '');
  return KINDS.find((kind) => kind === base) ?? null;
}

/** Fields only one entity type has in the web service JSON. */
export function detectKind(value: Record<string, unknown>): EntityKind | null {
  if ('media' in value || 'release-group' in value) return 'release';
  if ('primary-type' in value || 'secondary-types' in value) return 'release-group';
  if ('video' in value || 'length' in value || 'isrcs' in value) return 'recording';
  if ('sort-name' in value || 'life-span' in value) return 'artist';
  // A release looked up without inc=release-groups or recordings: refused for its missing group.
  if ('barcode' in value || 'release-events' in value || 'packaging' in value) return 'release';
  return null;
}

/** Entity types MusicBrainz serves that Earmark's catalog has no place for. */
export type OtherKind = 'label' | 'area' | 'work' | 'event' | 'place' | 'series' | 'instrument';

/** MusicBrainz's type names of those entities, which tell them apart from an artist's. */
const OTHER_TYPES: ReadonlyArray<readonly [OtherKind, readonly string[]]> = [
  [
    'label',
    [
      'Imprint',
      'Original Production',
      'Bootleg Production',
      'Reissue Production',
      'Distributor',
      'Holding',
      'Rights Society',
      'Manufacturer',
      'Publisher',
    ],
  ],
  ['area', ['Country', 'Subdivision', 'County', 'Municipality', 'City', 'District', 'Island']],
  [
    'event',
    [
      'Concert',
      'Festival',
      'Launch event',
      'Convention/Expo',
      'Masterclass/Clinic',
      'Award ceremony',
      'Stage performance',
    ],
  ],
];

/**
 * A label, area, work, event (or place, series, instrument) line, told by the fields only it
 * has or by its type; null for anything else. Checked before an entity kind is guessed, so a
 * label ("sort-name", "life-span" like an artist) is never imported as an artist.
 */
export function detectOtherKind(value: Record<string, unknown>): OtherKind | null {
  if ('label-code' in value) return 'label';
  if ('iso-3166-1-codes' in value || 'iso-3166-2-codes' in value || 'iso-3166-3-codes' in value)
    return 'area';
  if ('iswcs' in value || ('languages' in value && !('media' in value))) return 'work';
  if ('setlist' in value || 'cancelled' in value || 'time' in value) return 'event';
  if ('coordinates' in value || 'address' in value) return 'place';
  const type = typeof value.type === 'string' ? value.type : null;
  return OTHER_TYPES.find(([, names]) => type !== null && names.includes(type))?.[0] ?? null;
}

function refusedOther(kind: OtherKind, value: Record<string, unknown>): string {
  const name =
    typeof value.name === 'string' ? value.name : typeof value.title === 'string' ? value.title : '';
  return `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}${name ? ` ("${name}")` : ''}: Earmark imports artists, release groups, releases and recordings, not ${kind}s`;
}

function describe(kind: EntityKind, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `${kind}: invalid entity`;
  const where = issue.path.length > 0 ? issue.path.join('.') : 'entity';
  return `${kind}: ${where}: ${issue.message}`;
}

const one = (entity: ImportEntity): ParsedLine => ({ entities: [entity], errors: [] });
const refused = (error: string): ParsedLine => ({ entities: [], errors: [error] });

function mapKind(kind: EntityKind, value: unknown): ParsedLine {
  switch (kind) {
    case 'artist': {
      const r = mbArtistSchema.safeParse(value);
      if (!r.success) return refused(describe(kind, r.error));
      const out: ParsedLine = { entities: [{ kind, artist: mapArtist(r.data) }], errors: [] };
      // inc=release-groups (releases, recordings): each one is written like a line of its own.
      for (const key of ARTIST_EMBEDDED_LISTS) {
        const list = (value as Record<string, unknown>)[key];
        if (!Array.isArray(list)) continue;
        const listKind = LIST_KEYS.find(([k]) => k === key)?.[1];
        if (!listKind) continue;
        const page = mapPage(list, listKind, key);
        out.entities.push(...page.entities.map((e) => ({ ...e, embedded: true })));
        out.errors.push(...page.errors);
      }
      return out;
    }
    case 'release-group': {
      const r = mbReleaseGroupSchema.safeParse(value);
      return r.success ? one({ kind, group: mapReleaseGroup(r.data) }) : refused(describe(kind, r.error));
    }
    case 'recording': {
      const r = mbRecordingSchema.safeParse(value);
      if (!r.success) return refused(describe(kind, r.error));
      const entities: ImportEntity[] = [{ kind, song: mapRecording(r.data) }];
      for (const release of r.data.releases ?? []) {
        const group = release['release-group'];
        if (group)
          entities.push({ kind: 'release', release: mapRelease(release, group, r.data), embedded: true });
      }
      return { entities, errors: [] };
    }
    case 'release': {
      const r = mbReleaseSchema.safeParse(value);
      if (!r.success) return refused(describe(kind, r.error));
      const group = r.data['release-group'];
      if (!group) return refused('release: no release-group');
      return one({ kind, release: mapRelease(r.data, group) });
    }
  }
}

/**
 * A browse page (`release-groups` with `release-group-count`/`release-group-offset`) or a search
 * result (`count`, `offset`, `created`): every entity of its list, each checked on its own.
 */
function pageList(value: Record<string, unknown>): [unknown[], EntityKind, string] | null {
  if ('id' in value) return null;
  for (const [key, kind] of LIST_KEYS) {
    const list = value[key];
    if (Array.isArray(list)) return [list, kind, key];
  }
  return null;
}

/** The list key of a browse page or search result of a kind Earmark does not import. */
const OTHER_LIST_KEYS: ReadonlyArray<readonly [string, OtherKind]> = [
  ['labels', 'label'],
  ['areas', 'area'],
  ['works', 'work'],
  ['events', 'event'],
  ['places', 'place'],
  ['series', 'series'],
  ['instruments', 'instrument'],
];

function otherPage(value: Record<string, unknown>): OtherKind | null {
  if ('id' in value) return null;
  return OTHER_LIST_KEYS.find(([key]) => Array.isArray(value[key]))?.[1] ?? null;
}

function mapPage(list: unknown[], kind: EntityKind, key: string): ParsedLine {
  const out: ParsedLine = { entities: [], errors: [] };
  list.forEach((item, index) => {
    const parsed = mapKind(kind, item);
    out.entities.push(...parsed.entities);
    out.errors.push(...parsed.errors.map((error) => `${key}[${index}]: ${error}`));
  });
  return out;
}

/** One line (an entity, a browse page or a search result) to catalog entities. */
export function parseLine(text: string, hint: EntityKind | null): ParsedLine {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return refused(`invalid JSON (${(error as Error).message})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refused('not a JSON object');
  }
  const record = value as Record<string, unknown>;
  const page = pageList(record);
  if (page) return mapPage(...page);
  const otherList = otherPage(record);
  if (otherList)
    return refused(
      `a page of ${otherList}s: Earmark imports artists, release groups, releases and recordings, not ${otherList}s`,
    );
  const other = detectOtherKind(record);
  if (other) return refused(refusedOther(other, record));
  const kind = hint ?? detectKind(record);
  if (!kind) return refused('not an artist, release group, release or recording');
  return mapKind(kind, value);
}
