import path from 'node:path';
import type { z } from 'zod';
import { mapArtist, mapRecording, mapRelease, mapReleaseGroup } from './map-entities.ts';
import { mbArtistSchema, mbRecordingSchema, mbReleaseGroupSchema, mbReleaseSchema } from './mb-json.ts';
import type { EntityKind, ImportEntity } from './records.ts';

export type ParsedLine = { ok: true; entity: ImportEntity } | { ok: false; error: string };

const KINDS: readonly EntityKind[] = ['artist', 'release-group', 'release', 'recording'];

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
  return null;
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid entity';
  const where = issue.path.length > 0 ? issue.path.join('.') : 'entity';
  return `${where}: ${issue.message}`;
}

function mapKind(kind: EntityKind, value: unknown): ParsedLine {
  switch (kind) {
    case 'artist': {
      const r = mbArtistSchema.safeParse(value);
      return r.success ? { ok: true, entity: { kind, artist: mapArtist(r.data) } } : bad(kind, r.error);
    }
    case 'release-group': {
      const r = mbReleaseGroupSchema.safeParse(value);
      return r.success ? { ok: true, entity: { kind, group: mapReleaseGroup(r.data) } } : bad(kind, r.error);
    }
    case 'recording': {
      const r = mbRecordingSchema.safeParse(value);
      return r.success ? { ok: true, entity: { kind, song: mapRecording(r.data) } } : bad(kind, r.error);
    }
    case 'release': {
      const r = mbReleaseSchema.safeParse(value);
      if (!r.success) return bad(kind, r.error);
      const group = r.data['release-group'];
      if (!group) return { ok: false, error: 'release: no release-group' };
      return { ok: true, entity: { kind, release: mapRelease(r.data, group) } };
    }
  }
}

function bad(kind: EntityKind, error: z.ZodError): ParsedLine {
  return { ok: false, error: `${kind}: ${describe(error)}` };
}

/** One dump line to a catalog entity, or the reason it cannot be imported. */
export function parseLine(text: string, hint: EntityKind | null): ParsedLine {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `invalid JSON (${(error as Error).message})` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'not a JSON object' };
  }
  const kind = hint ?? detectKind(value as Record<string, unknown>);
  if (!kind) return { ok: false, error: 'not an artist, release group, release or recording' };
  return mapKind(kind, value);
}
