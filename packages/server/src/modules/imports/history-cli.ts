import path from 'node:path';
import { parseArgs } from 'node:util';
import type { OpenedDb } from '../../db/open-db.ts';
import { IMPORT_FORMAT_NAMES } from './formats/detect.ts';
import { importHistoryFile } from './import-file.ts';
import type { MusicBrainzImportOptions } from './musicbrainz-lookups.ts';

export type HistoryCliIo = {
  out: (line: string) => void;
  err: (line: string) => void;
  dataDir: string;
  /** Rows the catalog lacks are asked of MusicBrainz (the server's settings); unset: never. */
  musicbrainz?: MusicBrainzImportOptions;
};

/**
 * `import history --user <username> <file>`: imports a member's history file and prints the
 * counts and each skipped row. Exit code 0 when every row was imported, 2 when some were skipped
 * or left unmatched, 1 when the run failed. Throws a plain Error for a malformed command line.
 */
export async function runHistoryCli(
  args: readonly string[],
  opened: OpenedDb,
  io: HistoryCliIo,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { user: { type: 'string' } },
  });
  const [file, ...extra] = positionals;
  if (!values.user || !file || extra.length > 0)
    throw new Error('Give --user <username> and one history file.');
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const started = Date.now();
  const result = await importHistoryFile(opened.db, {
    username: values.user,
    file: resolved,
    dataDir: io.dataDir,
    musicbrainz: io.musicbrainz,
    onProgress: (rows) =>
      io.err(
        `… ${rows} rows read (${Math.round(rows / Math.max(0.001, (Date.now() - started) / 1000))} per second)`,
      ),
  });
  if (!result.ok) {
    io.err(result.message);
    return 1;
  }
  const { job } = result;
  io.out(
    `${IMPORT_FORMAT_NAMES[result.format]}: ${job.rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  io.out(
    `Matched ${job.matched}${job.fetched > 0 ? ` (${job.fetched} found at MusicBrainz)` : ''}, unmatched ${job.unmatched}, skipped ${job.skipped}; written ${job.written}, kept ${job.kept} (the member's own).`,
  );
  for (const row of result.skipped) io.out(`  row ${row.rowNumber} skipped: ${row.reason}`);
  if (job.skipped > result.skipped.length)
    io.out(`  … and ${job.skipped - result.skipped.length} more skipped rows`);
  if (job.unmatched > 0)
    io.out(`The member can match the ${job.unmatched} unmatched rows at /settings/import.`);
  return job.skipped + job.unmatched > 0 ? 2 : 0;
}
