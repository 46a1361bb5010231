import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrate } from '../../db/migrate.ts';
import { type OpenedDb, openDb } from '../../db/open-db.ts';
import { ArtistImportError, importArtist } from '../../import/import-artist.ts';
import { DEFAULT_BATCH_SIZE, type DumpImportResult, importDump } from '../../import/import-dump.ts';
import { createMusicBrainzClient, type MusicBrainzClientOptions } from '../../import/musicbrainz-client.ts';
import { terminalProgress } from '../../import/progress.ts';
import { formatCounts } from '../../import/records.ts';
import { type CliContext, type Command, UsageError } from '../command.ts';

type Options = { file?: string; artist?: string; resume: boolean; batchSize: number };

function parse(args: readonly string[]): Options {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      artist: { type: 'string' },
      resume: { type: 'boolean', default: false },
      'batch-size': { type: 'string' },
    },
  });
  const [source, file, ...extra] = positionals;
  if (source !== 'musicbrainz') throw new UsageError('Only "import musicbrainz" is supported.');
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);
  if ((file === undefined) === (values.artist === undefined)) {
    throw new UsageError('Give either a dump file or --artist <mbid>.');
  }
  const batchSize = Number(values['batch-size'] ?? DEFAULT_BATCH_SIZE);
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new UsageError('--batch-size must be a positive whole number.');
  // npm runs the script in the server package; a relative path means the caller's directory.
  const resolved = file === undefined ? undefined : path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  return { file: resolved, artist: values.artist, resume: values.resume, batchSize };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The summary: entities by outcome, then distinct lines (imported, partly imported, skipped)
 * and warnings, each problem line with its reasons. Returns the exit code: 0 when every line
 * was imported, 2 when some were not (partly or at all).
 */
function printDump(result: DumpImportResult, out: CliContext['out']): number {
  const { imported: n, lineCounts: l } = result;
  out(
    `Read ${result.lines} lines in ${result.seconds.toFixed(1)} s` +
      (result.resumedFrom > 0 ? ` (resumed after line ${result.resumedFrom})` : '') +
      `: ${n.artist} artists, ${n['release-group']} release groups, ${n.release} releases, ${n.recording} recordings; ` +
      `${formatCounts(result.counts)}.`,
  );
  out(
    `Lines: ${l.imported} imported, ${l.partial} partly imported, ${l.skipped} skipped; ` +
      `${plural(result.warnings.length, 'warning')}.`,
  );
  for (const problem of result.problems) {
    const what = problem.outcome === 'partial' ? 'partly imported' : 'skipped';
    out(`  line ${problem.line} ${what}: ${problem.reasons.join('; ')}`);
  }
  for (const warning of result.warnings) out(`  line ${warning.line} warning: ${warning.error}`);
  return l.partial + l.skipped > 0 ? 2 : 0;
}

/** What tests replace: the web service client's spacing and timeout, and the database. */
export type ImportDeps = {
  clientOptions?: Pick<MusicBrainzClientOptions, 'intervalMs' | 'timeoutMs'>;
  open?: () => Promise<OpenedDb>;
};

export async function runImport(
  args: readonly string[],
  { config, out, err }: CliContext,
  { clientOptions = {}, open }: ImportDeps = {},
): Promise<number> {
  const options = parse(args);
  const opened = open
    ? await open()
    : await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await migrate(opened);
    if (options.file) {
      const result = await importDump(opened.db, {
        file: options.file,
        resume: options.resume,
        batchSize: options.batchSize,
        progress: terminalProgress('lines'),
      });
      return printDump(result, out);
    } else if (options.artist) {
      const client = createMusicBrainzClient({
        ...clientOptions,
        url: config.musicbrainzUrl,
        contact: config.supportEmail,
      });
      const progress = terminalProgress('release groups');
      try {
        const result = await importArtist(opened.db, { client, artistMbid: options.artist, progress });
        out(
          `Imported ${result.artist}: ${result.releaseGroups} release groups from ${result.releases} releases in ${result.seconds.toFixed(1)} s; ` +
            `${formatCounts(result.counts)}.`,
        );
        if (result.counts.skipped > 0) return 2;
      } catch (error) {
        if (!(error instanceof ArtistImportError)) throw error;
        progress.stop();
        err(error.message);
        return 1;
      }
    }
    return 0;
  } finally {
    await opened.close();
  }
}

export const command: Command = {
  name: 'import',
  summary:
    'imports MusicBrainz data (a JSON dump file, or one artist from the web service); exit code 0 when every line was imported, 2 when some were skipped, 1 when the run failed',
  usage: ['import musicbrainz <file> [--resume] [--batch-size N]', 'import musicbrainz --artist <mbid>'],
  run: (args, context) => runImport(args, context),
};
