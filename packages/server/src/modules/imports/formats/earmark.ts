import type { Readable } from 'node:stream';
import { emptyRow, type ImportRow, listenRow, mbidOrNull, textOrNull } from '../import-row.ts';
import { EARMARK_ENTRY, type EarmarkRecord, earmarkRecords, zipEntryBytes } from './earmark-json.ts';

type Ref = { type?: unknown; mbid?: unknown; title?: unknown; artistName?: unknown };

/** A row naming one release or song as the export does, matched like any other import's row. */
function itemRow(rowNumber: number, ref: Ref | null | undefined, record: EarmarkRecord): ImportRow {
  const row: ImportRow = { ...emptyRow(rowNumber), restore: record };
  if (!ref || (ref.type !== 'RELEASE' && ref.type !== 'SONG'))
    return { ...row, kind: 'record', skip: 'the record names no release or song' };
  const title = textOrNull(ref.title);
  const artist = textOrNull(ref.artistName) ?? '';
  if (ref.type === 'RELEASE')
    return { ...row, kind: 'release', artist, release: title, releaseGroupMbid: mbidOrNull(ref.mbid) };
  return { ...row, kind: 'listen', artist, title, recordingMbid: mbidOrNull(ref.mbid) };
}

/** One record of earmark.json as a row: listens as listens, item records by their item. */
export function earmarkRow(rowNumber: number, record: EarmarkRecord): ImportRow {
  const value = record.value;
  switch (record.section) {
    case 'listens': {
      const item = value.item as Ref | null;
      const at = typeof value.listenedAt === 'string' ? new Date(value.listenedAt) : null;
      const ms = Number(value.durationMs);
      return listenRow(rowNumber, {
        artist: textOrNull(value.artistName),
        title: textOrNull(value.trackName),
        release: textOrNull(value.releaseName),
        listenedAt: at,
        durationMs: Number.isFinite(ms) && ms > 0 ? Math.min(Math.round(ms), 86_400_000) : null,
        recordingMbid: item?.type === 'SONG' ? mbidOrNull(item.mbid) : null,
      });
    }
    case 'releases':
    case 'songs':
    case 'logs':
    case 'recommendationsSent':
      return itemRow(rowNumber, value.item as Ref | null, record);
    case 'recommendationsReceived':
      return {
        ...emptyRow(rowNumber),
        kind: 'record',
        restore: record,
        skip: `a recommendation from ${String(value.from ?? 'a member')} is theirs to make: not restored`,
      };
    default:
      return { ...emptyRow(rowNumber), kind: 'record', restore: record };
  }
}

/**
 * An Earmark export zip (modules/export/README.md): earmark.json inflated and parsed as the file
 * is read, one record a row, in the file's order (item states come before the listens, so a
 * listen finds its song already restored with its own check time).
 */
export async function* readEarmark(input: Readable): AsyncGenerator<ImportRow> {
  let rowNumber = 0;
  for await (const record of earmarkRecords(zipEntryBytes(input, EARMARK_ENTRY))) {
    rowNumber++;
    yield earmarkRow(rowNumber, record);
  }
}
