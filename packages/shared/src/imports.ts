/** A history import's life (REST GET /api/imports/:id `status`). */
export type ImportStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** A history import as the REST routes answer it (server modules/imports, web modules/imports). */
export type ImportJobAnswer = {
  id: number;
  /** The detected format's key (lastfm, spotify, …) and the name the page shows for it. */
  format: string;
  formatName: string;
  status: ImportStatus;
  fileName: string;
  /** The file's size and how much of it has been read, for a progress bar. */
  fileBytes: number;
  bytesRead: number;
  rows: number;
  matched: number;
  unmatched: number;
  skipped: number;
  written: number;
  kept: number;
  /** Matched rows whose item was found at MusicBrainz during the import (among `matched`). */
  fetched: number;
  /** Rows asked of MusicBrainz so far (at most MUSICBRAINZ_IMPORT_LOOKUPS an import). */
  musicBrainzLookups: number;
  /** Rows still to review (unmatched or low-confidence, not yet resolved). */
  toReview: number;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  updatedAt: string;
};

/** A row an import kept for the member: to review (unmatched, low-confidence), skipped, or resolved. */
export type ImportKeptRow = {
  rowNumber: number;
  status: 'unmatched' | 'low' | 'skipped' | 'resolved';
  reason: string;
  artist: string;
  title: string | null;
  release: string | null;
  listenedAt: string | null;
  rating: number | null;
  /** The low-confidence suggestion, or the item the member chose. */
  item: { type: 'RELEASE' | 'SONG'; id: number; title: string; artistName: string } | null;
};
