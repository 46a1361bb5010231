import type { NewListen } from './commands/record-listens.ts';

/**
 * ListenBrainz's submission rules (its server's api.py and api_tools.py), with its messages, so a
 * scrobbler written for ListenBrainz reads the same refusals here.
 */
export const LISTENBRAINZ = {
  /** Listens in one `import` request. */
  maxListensPerRequest: 1000,
  /** Bytes of JSON per listen, counted over the whole request. */
  maxListenSize: 10_240,
  /** The largest request: maxListensPerRequest listens of maxListenSize bytes. */
  maxPayloadSize: 10_240_000,
  maxTagsPerListen: 50,
  maxTagSize: 64,
  /** 2002-10-01 00:00:00 UTC: older timestamps are refused (most older Last.fm data is noise). */
  listenMinimumTs: 1_033_430_400,
  /** A listen may be up to an hour in the future (clock skew). */
  allowedSkewSeconds: 3600,
  /** 24 days, ListenBrainz's longest duration. */
  maxDurationMs: 24 * 24 * 3600 * 1000,
} as const;

/** Earmark's own rule: names longer than this are refused (the listens table's check). */
const MAX_NAME_LENGTH = 1000;

export const LISTEN_TYPES = ['single', 'playing_now', 'import'] as const;
export type ListenType = (typeof LISTEN_TYPES)[number];

/** A refusal in ListenBrainz's shape: `{ code, error }` with that HTTP status. */
export class ListenBrainzError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const bad = (message: string) => new ListenBrainzError(400, message);

export type Submission = { listenType: ListenType; listens: NewListen[] };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a submit-listens body (the raw text) as ListenBrainz does, or throws its 400. */
export function readSubmission(raw: string, now: Date): Submission {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    throw bad(`Cannot parse JSON document: ${(error as Error).message}`);
  }
  if (!isObject(data))
    throw bad('Invalid JSON document submitted. Top level of JSON document should be a json object.');
  const { payload, listen_type: listenType } = data;
  if (payload === undefined || listenType === undefined) throw bad('Invalid JSON document submitted.');
  if (!Array.isArray(payload)) throw bad('The payload in the JSON document should be a list of listens.');
  if (payload.length === 0) throw bad('JSON document does not contain any listens');
  if (Buffer.byteLength(raw) > payload.length * LISTENBRAINZ.maxListenSize) {
    throw bad(
      `JSON document is too large. In aggregate, listens may not be larger than ${LISTENBRAINZ.maxListenSize} characters.`,
    );
  }
  if (typeof listenType !== 'string' || !(LISTEN_TYPES as readonly string[]).includes(listenType))
    throw bad('JSON document requires a valid listen_type key.');
  const type = listenType as ListenType;
  if (type !== 'import' && payload.length > 1) {
    throw bad(
      'JSON document contains more than listen for a single/playing_now. It should contain only one.',
    );
  }
  if (payload.length > LISTENBRAINZ.maxListensPerRequest) {
    throw bad(
      `Too many listens. You may not submit more than ${LISTENBRAINZ.maxListensPerRequest} listens at once.`,
    );
  }
  return { listenType: type, listens: payload.map((listen) => readListen(listen, type, now)) };
}

function readListen(listen: unknown, type: ListenType, now: Date): NewListen {
  if (listen === null || listen === undefined) throw bad('Listen is empty and cannot be validated.');
  if (!isObject(listen)) throw bad('Invalid JSON document submitted.');
  rejectUnicodeNull(listen);
  let listenedAt = now;
  if (type === 'playing_now') {
    if ('listened_at' in listen)
      throw bad('JSON document must not contain listened_at while submitting playing_now.');
    if (Object.keys(listen).some((key) => key !== 'track_metadata'))
      throw bad(
        'JSON document may only contain track_metadata as top level key when submitting playing_now.',
      );
  } else {
    listenedAt = readListenedAt(listen, now);
  }
  const meta = listen.track_metadata;
  if (meta === undefined) throw bad('JSON document must contain the key track_metadata at the top level.');
  if (!isObject(meta)) throw bad('track_metadata must be a JSON object.');
  const info = meta.additional_info ?? {};
  if (!isObject(info)) throw bad('track_metadata.additional_info must be a JSON object.');
  checkOtherInfo(info);
  return {
    listenedAt,
    artistName: requiredName(meta, 'artist_name'),
    trackName: requiredName(meta, 'track_name'),
    releaseName: optionalName(meta, 'release_name'),
    durationMs: readDuration(info),
    recordingMbid: readMbid(info, 'recording_mbid'),
    releaseGroupMbid: readMbid(info, 'release_group_mbid'),
    // ListenBrainz takes any additional_info; an ISRC only helps the matcher, which ignores a malformed one.
    isrc: typeof info.isrc === 'string' ? info.isrc : null,
  };
}

/** Python's int(): an integer, a number (its fraction dropped) or a string of digits. */
function readListenedAt(listen: Json, now: Date): Date {
  if (!('listened_at' in listen))
    throw bad('JSON document must contain the key listened_at at the top level.');
  const value = listen.listened_at;
  const seconds =
    typeof value === 'number' && Number.isFinite(value)
      ? Math.trunc(value)
      : typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value)
        ? Number.parseInt(value, 10)
        : Number.NaN;
  if (Number.isNaN(seconds)) throw bad('JSON document must contain an int value for listened_at.');
  if (Object.keys(listen).some((key) => key !== 'listened_at' && key !== 'track_metadata'))
    throw bad('JSON document may only contain listened_at and track_metadata top level keys');
  if (seconds > Math.floor(now.getTime() / 1000) + LISTENBRAINZ.allowedSkewSeconds)
    throw bad('Value for key listened_at is too high.');
  if (seconds < LISTENBRAINZ.listenMinimumTs) {
    throw bad(
      `Value for key listened_at is too low. listened_at timestamp should be greater than ${LISTENBRAINZ.listenMinimumTs} (2002-10-01 00:00:00 UTC).`,
    );
  }
  return new Date(seconds * 1000);
}

function requiredName(meta: Json, key: 'artist_name' | 'track_name'): string {
  if (!(key in meta)) throw bad(`JSON document does not contain required track_metadata.${key}.`);
  const value = meta[key];
  if (typeof value !== 'string') throw bad(`track_metadata.${key} must be a single string.`);
  const name = value.trim();
  if (name === '') throw bad(`required field track_metadata.${key} is empty.`);
  return limitedName(name, key);
}

function optionalName(meta: Json, key: 'release_name'): string | null {
  const value = meta[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw bad(`track_metadata.${key} must be a single string.`);
  const name = value.trim();
  return name === '' ? null : limitedName(name, key);
}

function limitedName(name: string, key: string): string {
  if ([...name].length > MAX_NAME_LENGTH)
    throw bad(`track_metadata.${key} may not be longer than ${MAX_NAME_LENGTH} characters.`);
  return name;
}

/** duration_ms, or duration in seconds; a positive integer up to 24 days. */
function readDuration(info: Json): number | null {
  for (const [key, scale] of [
    ['duration_ms', 1],
    ['duration', 1000],
  ] as const) {
    const value = info[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0)
      throw bad(`Value for ${key} is invalid, should be a positive integer.`);
    if (value * scale > LISTENBRAINZ.maxDurationMs)
      throw bad(
        `Value for ${key} is too large, max permitted value is ${LISTENBRAINZ.maxDurationMs / scale}`,
      );
    return value * scale;
  }
  return null;
}

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** A single-MBID field: absent, null or "" is none; anything else must be a UUID. */
function readMbid(info: Json, key: string): string | null {
  const value = info[key];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !UUID.test(value)) throw bad(`${key} MBID format invalid.`);
  const hex = value.replace(/-/g, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The other fields ListenBrainz checks: tags, the remaining MBIDs. Nothing of them is kept. */
function checkOtherInfo(info: Json): void {
  const tags = info.tags;
  if (Array.isArray(tags)) {
    if (tags.length > LISTENBRAINZ.maxTagsPerListen) {
      throw bad(
        `JSON document may not contain more than ${LISTENBRAINZ.maxTagsPerListen} items in track_metadata.additional_info.tags.`,
      );
    }
    if (tags.some((tag) => typeof tag === 'string' && tag.length > LISTENBRAINZ.maxTagSize)) {
      throw bad(
        `JSON document may not contain track_metadata.additional_info.tags longer than ${LISTENBRAINZ.maxTagSize} characters.`,
      );
    }
  }
  readMbid(info, 'release_mbid');
  readMbid(info, 'track_mbid');
  for (const key of ['artist_mbids', 'work_mbids']) {
    const list = info[key];
    if (!Array.isArray(list)) continue;
    for (const mbid of list) if (mbid) readMbid({ [key]: mbid }, key);
  }
}

/** Half of a UTF-16 pair on its own: JSON may spell it ("\ud800"), UTF-8 text cannot hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL text cannot hold U+0000 (ListenBrainz refuses such a listen, naming the value) nor a
 * lone surrogate.
 */
function rejectUnicodeNull(value: unknown): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw bad(`${value} contains a unicode null`);
    if (LONE_SURROGATE.test(value)) throw bad('JSON document contains text that is not valid unicode.');
  } else if (Array.isArray(value)) {
    for (const item of value) rejectUnicodeNull(item);
  } else if (isObject(value)) {
    for (const item of Object.values(value)) rejectUnicodeNull(item);
  }
}
