import {
  ARTIST_TYPES,
  type ArtistType,
  RELEASE_SECONDARY_TYPES,
  type ReleasePrimaryType,
  type ReleaseSecondaryType,
} from '@earmark/shared';

/** MusicBrainz's type names ("Audio drama", "DJ-mix", "Mixtape/Street") as enum keys. */
function enumKey(name: string): string {
  return name
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');
}

const PRIMARY: Record<string, ReleasePrimaryType> = {
  ALBUM: 'ALBUM',
  SINGLE: 'SINGLE',
  EP: 'EP',
  BROADCAST: 'BROADCAST',
  OTHER: 'OTHER',
};

/** A group without a primary type is NONE; a type MusicBrainz adds later counts as OTHER. */
export function mapPrimaryType(name: string | null | undefined): ReleasePrimaryType {
  if (!name) return 'NONE';
  return PRIMARY[enumKey(name)] ?? 'OTHER';
}

const SECONDARY = new Set<string>(RELEASE_SECONDARY_TYPES);

function isSecondaryType(key: string): key is ReleaseSecondaryType {
  return SECONDARY.has(key);
}

/** Known secondary types in MusicBrainz's order, without repeats; unknown names are dropped. */
export function mapSecondaryTypes(names: readonly string[] | null | undefined): ReleaseSecondaryType[] {
  const out: ReleaseSecondaryType[] = [];
  for (const name of names ?? []) {
    const key = enumKey(name);
    if (isSecondaryType(key) && !out.includes(key)) out.push(key);
  }
  return out;
}

const ARTIST = new Set<string>(ARTIST_TYPES);

/** MusicBrainz's artist type ("Person", "Group"…); none is null, a type added later OTHER. */
export function mapArtistType(name: string | null | undefined): ArtistType | null {
  if (!name) return null;
  const key = enumKey(name);
  return ARTIST.has(key) ? (key as ArtistType) : 'OTHER';
}
