import type { SongRole } from '@earmark/shared';
import { musicbrainzLink } from './map-data-sources.ts';
import { mapArtistType } from './map-types.ts';
import type { MbArtistCredit } from './mb-json.ts';
import type { ArtistRecord, CreditRecord } from './records.ts';

/** A join phrase that introduces guests: the credits after it are featured artists. */
const FEATURING = /\b(feat\.?|ft\.?|featuring)$/i;

function blankToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

/** The artist as far as a credit shows it; the artist's own dump line fills in the rest. */
export function creditedArtist(artist: MbArtistCredit[number]['artist']): ArtistRecord {
  return {
    mbid: artist.id,
    name: artist.name,
    sortName: blankToNull(artist['sort-name']),
    disambiguation: blankToNull(artist.disambiguation),
    type: mapArtistType(artist.type),
    dataSources: [musicbrainzLink('artist', artist.id)],
  };
}

/** Credits in order with their join phrases; names after a "feat." phrase are FEATURED. */
export function mapCredits(credit: MbArtistCredit | null | undefined): CreditRecord[] {
  let role: SongRole = 'MAIN';
  return (credit ?? []).map((entry) => {
    const joinPhrase = entry.joinphrase ?? '';
    const mapped: CreditRecord = {
      artist: creditedArtist(entry.artist),
      creditedName: entry.name,
      joinPhrase,
      role,
    };
    if (FEATURING.test(joinPhrase.trim())) role = 'FEATURED';
    return mapped;
  });
}

/** The credit as printed: every name followed by its join phrase ("A & B feat. C"). */
export function printedCredit(credits: readonly CreditRecord[]): string {
  return credits.map((c) => c.creditedName + c.joinPhrase).join('');
}
