import { isrcList } from './isrc.ts';
import { canonicalSources } from './map-data-sources.ts';
import { earlierDate } from './map-dates.ts';
import type { ArtistRecord, DatePrecision, GroupRecord, SongRecord } from './records.ts';

/**
 * Several lines of one batch may show the same entity (a search result, then a lookup without
 * `inc=artist-credits`). They are merged before writing by the rules the database applies
 * between batches, so the outcome never depends on `--batch-size`: a later line's value wins
 * unless it is blank, dates keep the earliest, links add up.
 */

type Dated = { year: number | null; releaseDate: string | null; releaseDatePrecision: DatePrecision | null };

function written(d: Dated): string | null {
  return d.releaseDate ? d.releaseDate.slice(0, [4, 7, 10][(d.releaseDatePrecision ?? 3) - 1]) : null;
}

/** The date fields of whichever of the two has the earlier date (map-dates' earlierDate). */
function earlier<T extends Dated>(a: T, b: T): Dated {
  const [wa, wb] = [written(a), written(b)];
  const winner = wa === null && wb === null ? b : earlierDate(wa, wb) === wb ? b : a;
  return {
    year: winner.year,
    releaseDate: winner.releaseDate,
    releaseDatePrecision: winner.releaseDatePrecision,
  };
}

export function mergeArtist(a: ArtistRecord, b: ArtistRecord): ArtistRecord {
  return {
    mbid: b.mbid,
    name: b.name,
    sortName: b.sortName ?? a.sortName,
    disambiguation: b.disambiguation ?? a.disambiguation,
    type: b.type ?? a.type,
    dataSources: canonicalSources([...a.dataSources, ...b.dataSources]),
  };
}

/** What a release group and a song merge alike: comment, credit (printed name and rows together), date. */
function mergeCreditedItem<T extends GroupRecord | SongRecord>(a: T, b: T): T {
  const credited = b.credits.length > 0 ? b : a;
  return {
    ...b,
    disambiguation: b.disambiguation ?? a.disambiguation,
    artistName: credited.artistName,
    credits: credited.credits,
    ...earlier(a, b),
  };
}

export function mergeGroup(a: GroupRecord, b: GroupRecord): GroupRecord {
  return {
    ...mergeCreditedItem(a, b),
    genres: b.genres.length > 0 ? b.genres : a.genres,
    dataSources: canonicalSources([...a.dataSources, ...b.dataSources]),
  };
}

export function mergeSong(a: SongRecord, b: SongRecord): SongRecord {
  return {
    ...mergeCreditedItem(a, b),
    isVideo: b.isVideo ?? a.isVideo,
    durationMs: b.durationMs ?? a.durationMs,
    isrcs: isrcList([...a.isrcs, ...b.isrcs]),
    dataSources: canonicalSources([...a.dataSources, ...b.dataSources]),
  };
}

/**
 * One record per MBID, in the order first met. `later` (own lines): a later record's values win
 * unless blank. `first` (records met inside other lines, which only fill blanks): the first
 * one's values win and later ones fill its blanks.
 */
export function mergeByMbid<T extends { mbid: string }>(
  records: readonly T[],
  merge: (a: T, b: T) => T,
  wins: 'later' | 'first',
): T[] {
  const out = new Map<string, T>();
  for (const record of records) {
    const seen = out.get(record.mbid);
    out.set(
      record.mbid,
      seen === undefined ? record : wins === 'later' ? merge(seen, record) : merge(record, seen),
    );
  }
  return [...out.values()];
}
