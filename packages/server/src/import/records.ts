import type { ReleasePrimaryType, ReleaseSecondaryType, SongRole } from '@earmark/shared';
import type { DataSource } from '../db/schema/catalog.ts';

/** What one MusicBrainz entity becomes in Earmark's catalog, before it has database ids. */
export type ArtistRecord = {
  mbid: string;
  name: string;
  sortName: string | null;
  disambiguation: string | null;
  dataSources: DataSource[];
};

export type CreditRecord = {
  artist: ArtistRecord;
  creditedName: string;
  joinPhrase: string;
  role: SongRole;
};

/** A release group (an Earmark release). */
export type GroupRecord = {
  mbid: string;
  title: string;
  artistName: string;
  year: number | null;
  releaseDate: string | null;
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
  artistName: string;
  year: number | null;
  durationMs: number | null;
  dataSources: DataSource[];
  credits: CreditRecord[];
};

export type TrackRecord = {
  /** 1-based over the whole release, all discs. */
  position: number;
  discNumber: number;
  title: string;
  durationMs: number | null;
  song: SongRecord;
};

/** A MusicBrainz release: a candidate track list, label and links for its group. */
export type ReleaseRecord = {
  mbid: string;
  official: boolean;
  group: GroupRecord;
  label: string | null;
  dataSources: DataSource[];
  tracks: TrackRecord[];
};

export type ImportEntity =
  | { kind: 'artist'; artist: ArtistRecord }
  | { kind: 'release-group'; group: GroupRecord }
  | { kind: 'release'; release: ReleaseRecord }
  | { kind: 'recording'; song: SongRecord };

export type EntityKind = ImportEntity['kind'];
