import type { ArtistType, TrackKind } from '../graphql/generated/graphql';

/** MusicBrainz's artist types as it names them ("Person", "Orchestra"). */
const ARTIST_TYPE_LABELS: Record<ArtistType, string> = {
  PERSON: 'Person',
  GROUP: 'Group',
  ORCHESTRA: 'Orchestra',
  CHOIR: 'Choir',
  CHARACTER: 'Character',
  OTHER: 'Other',
};

export function artistTypeLabel(type: ArtistType | null | undefined): string | null {
  return type ? ARTIST_TYPE_LABELS[type] : null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A date as MusicBrainz writes it, in words and no more precise than it is: "1997",
 * "May 1997", "May 12, 1997"; anything else as it came.
 */
export function partialDateLabel(date: string | null | undefined): string | null {
  if (!date) return null;
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  const monthName = month ? MONTHS[Number(month) - 1] : undefined;
  if (!monthName) return year ?? date;
  return day ? `${monthName} ${Number(day)}, ${year}` : `${monthName} ${year}`;
}

type NumberedTrack = { id: string; position: number; discNumber: number; number?: string | null };

/**
 * What each track's number column shows: the number printed on its medium ("A1", "7"), else its
 * place on its disc (counted per disc, not over the whole release); on a release of several
 * discs a plain number is prefixed with its disc ("2.1"), a side letter ("C1") already says it.
 */
export function trackNumberLabels(tracks: readonly NumberedTrack[]): Map<string, string> {
  const multiDisc = new Set(tracks.map((t) => t.discNumber)).size > 1;
  const onDisc = new Map<number, number>();
  const out = new Map<string, string>();
  for (const track of [...tracks].sort((a, b) => a.position - b.position)) {
    const index = (onDisc.get(track.discNumber) ?? 0) + 1;
    onDisc.set(track.discNumber, index);
    const printed = track.number?.trim() || String(index);
    out.set(track.id, multiDisc && /^\d+$/.test(printed) ? `${track.discNumber}.${printed}` : printed);
  }
  return out;
}

/** The mark beside a track that is not an ordinary one. */
export function trackKindLabel(kind: TrackKind | null | undefined): string | null {
  return kind === 'PREGAP' ? 'Pregap' : kind === 'DATA' ? 'Data track' : null;
}
