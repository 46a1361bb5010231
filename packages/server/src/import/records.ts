import type {
  ArtistType,
  ReleasePrimaryType,
  ReleaseSecondaryType,
  SongRole,
  TrackKind,
} from '@earmark/shared';
import type { DataSource } from '../db/schema/catalog.ts';

/** What one MusicBrainz entity becomes in Earmark's catalog, before it has database ids. */
export type ArtistRecord = {
  mbid: string;
  name: string;
  sortName: string | null;
  disambiguation: string | null;
  type: ArtistType | null;
  dataSources: DataSource[];
};

export type CreditRecord = {
  artist: ArtistRecord;
  creditedName: string;
  joinPhrase: string;
  role: SongRole;
};

/**
 * A date as MusicBrainz wrote it: `sortable` is a day ("1997" sorts as 1997-01-01), `precision`
 * how many of its parts were written (1 "1997", 2 "1997-05", 3 "1997-05-12").
 */
export type DatePrecision = 1 | 2 | 3;

/** A release group (an Earmark release). */
export type GroupRecord = {
  mbid: string;
  title: string;
  disambiguation: string | null;
  artistName: string;
  year: number | null;
  releaseDate: string | null;
  releaseDatePrecision: DatePrecision | null;
  primaryType: ReleasePrimaryType;
  secondaryTypes: ReleaseSecondaryType[];
  genres: string[];
  image: string;
  thumb: string;
  dataSources: DataSource[];
  credits: CreditRecord[];
};

/** A recording (an Earmark song). */
export type SongRecord = {
  mbid: string;
  title: string;
  disambiguation: string | null;
  artistName: string;
  year: number | null;
  releaseDate: string | null;
  releaseDatePrecision: DatePrecision | null;
  /** MusicBrainz's video flag; null when the line does not say. */
  isVideo: boolean | null;
  durationMs: number | null;
  /** Normalized (import/isrc.ts), sorted; empty when the line lists none (imports only add ISRCs). */
  isrcs: string[];
  dataSources: DataSource[];
  credits: CreditRecord[];
};

export type TrackRecord = {
  /** 1-based over the whole release, all discs. */
  position: number;
  discNumber: number;
  /** As printed on the medium ("A1", "7"), or null. */
  number: string | null;
  kind: TrackKind;
  title: string;
  durationMs: number | null;
  song: SongRecord;
  /** The track's own credit; empty when the track has none (it shows its recording's). */
  credits: CreditRecord[];
};

/** A MusicBrainz release: a candidate track list, label and links for its group. */
export type ReleaseRecord = {
  mbid: string;
  official: boolean;
  /**
   * The group as the release shows it. When the release names its group by MBID only, just
   * `group.mbid` counts: the release joins the group already in the catalog.
   */
  group: GroupRecord;
  groupByMbidOnly: boolean;
  label: string | null;
  dataSources: DataSource[];
  tracks: TrackRecord[];
  /**
   * Every track of every medium is listed. A partial list (the `track` array of a release inside
   * a recording or search answer, with `track-offset`) only adds the tracks it shows.
   */
  complete: boolean;
};

/**
 * One entity of a line. `embedded` marks the ones found inside another (the releases of a
 * recording answer): they are written like the others but not counted as lines of their own.
 */
export type ImportEntity = (
  | { kind: 'artist'; artist: ArtistRecord }
  | { kind: 'release-group'; group: GroupRecord }
  | { kind: 'release'; release: ReleaseRecord }
  | { kind: 'recording'; song: SongRecord }
) & { embedded?: boolean };

/** What writing an entity did: created it, changed a field it owns, only added to it, or nothing. */
export type Outcome = 'new' | 'updated' | 'merged' | 'unchanged';

export type OutcomeCounts = Record<Outcome | 'skipped', number>;

export function emptyCounts(): OutcomeCounts {
  return { new: 0, updated: 0, merged: 0, unchanged: 0, skipped: 0 };
}

/** "3 new, 10 unchanged, 1 merged, 0 updated, 2 skipped": a second run reads "0 new, N unchanged". */
export function formatCounts(c: OutcomeCounts): string {
  return `${c.new} new, ${c.unchanged} unchanged, ${c.merged} merged, ${c.updated} updated, ${c.skipped} skipped`;
}

export type EntityKind = ImportEntity['kind'];
