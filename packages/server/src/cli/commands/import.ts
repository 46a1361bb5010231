import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrate } from '../../db/migrate.ts';
import { type OpenedDb, openDb } from '../../db/open-db.ts';
import { ArtistImportError, importArtist } from '../../import/import-artist.ts';
import { DEFAULT_BATCH_SIZE, type DumpImportResult, importDump } from '../../import/import-dump.ts';
import { DEFAULT_MIRROR_BATCH, importMirror, MirrorBusyError } from '../../import/mirror/import-mirror.ts';
import { openMirror } from '../../import/mirror/mirror-source.ts';
import { mirrorUrl } from '../../import/mirror/schedule-mirror.ts';
import { createMusicBrainzClient, type MusicBrainzClientOptions } from '../../import/musicbrainz-client.ts';
import { terminalProgress } from '../../import/progress.ts';
import { formatCounts } from '../../import/records.ts';
import { musicBrainzImportOptions, runHistoryCli } from '../../modules/imports/index.ts';
import { type CliContext, type Command, UsageError } from '../command.ts';

type Options = { file?: string; artist?: string; mirror: boolean; resume: boolean; batchSize: number };

function parse(args: readonly string[]): Options {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      artist: { type: 'string' },
      mirror: { type: 'boolean', default: false },
      resume: { type: 'boolean', default: false },
      'batch-size': { type: 'string' },
    },
  });
  const [source, file, ...extra] = positionals;
  if (source !== 'musicbrainz') throw new UsageError('Only "import musicbrainz" is supported.');
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);
  const sources = [file !== undefined, values.artist !== undefined, values.mirror].filter(Boolean).length;
  if (sources !== 1) throw new UsageError('Give either a dump file, --artist <mbid> or --mirror.');
  if (values.mirror && values.resume)
    throw new UsageError('--mirror always resumes a first load where it stopped; leave out --resume.');
  const batchSize = Number(
    values['batch-size'] ?? (values.mirror ? DEFAULT_MIRROR_BATCH : DEFAULT_BATCH_SIZE),
  );
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new UsageError('--batch-size must be a positive whole number.');
  // npm runs the script in the server package; a relative path means the caller's directory.
  const resolved = file === undefined ? undefined : path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  return { file: resolved, artist: values.artist, mirror: values.mirror, resume: values.resume, batchSize };
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

/**
 * `--mirror`: the first load from MUSICBRAINZ_DATABASE_URL, or what changed since the last run.
 * 0 when every entity was written, 2 when some were skipped, 1 when the run failed.
 */
async function runMirror(db: OpenedDb['db'], batchSize: number, { out, err }: CliContext): Promise<number> {
  const url = mirrorUrl();
  if (!url) {
    err('Set MUSICBRAINZ_DATABASE_URL to the MusicBrainz mirror (postgres://…, schema musicbrainz).');
    return 1;
  }
  const mirror = openMirror(url);
  const progress = terminalProgress('release groups');
  try {
    const result = await importMirror(db, mirror, { batchSize, progress });
    const rate = Math.round(result.rows / Math.max(result.seconds, 0.001));
    out(
      `${result.mode === 'load' ? 'First load' : 'Changes'} from the MusicBrainz mirror in ${result.seconds.toFixed(1)} s: ` +
        `${result.groups} release groups, ${result.artists} artists on their own, ${result.rows} mirror rows (${rate}/s); ` +
        `${formatCounts(result.counts)}.`,
    );
    out(
      `Merged at MusicBrainz: ${result.redirects.merged} merged into their survivor, ${result.redirects.renamed} took its MBID. ` +
        `Removed at MusicBrainz: ${result.removed.deleted} deleted, ${result.removed.kept} kept (members used them).`,
    );
    for (const problem of result.problems) out(`  ${problem}`);
    return result.counts.skipped > 0 ? 2 : 0;
  } catch (error) {
    progress.stop();
    err(
      error instanceof MirrorBusyError
        ? error.message
        : `The mirror import failed: ${String(error instanceof Error ? error.message : error)}`,
    );
    return 1;
  } finally {
    await mirror.close();
  }
}

export async function runImport(
  args: readonly string[],
  context: CliContext,
  { clientOptions = {}, open }: ImportDeps = {},
): Promise<number> {
  const { config, out, err } = context;
  if (args[0] === 'history') return runHistory(args.slice(1), context, open);
  const options = parse(args);
  const opened = open
    ? await open()
    : await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await migrate(opened);
    if (options.mirror) return await runMirror(opened.db, options.batchSize, context);
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

/** `import history --user <username> <file>`: a member's listening history (modules/imports). */
async function runHistory(
  args: readonly string[],
  { config, out, err }: CliContext,
  open?: () => Promise<OpenedDb>,
) {
  if (args.length === 0) throw new UsageError('Give --user <username> and one history file.');
  const opened = open
    ? await open()
    : await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await migrate(opened);
    return await runHistoryCli(args, opened, {
      out,
      err,
      dataDir: config.dataDir,
      musicbrainz: musicBrainzImportOptions(config),
    });
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Give --user'))
      throw new UsageError(error.message);
    throw error;
  } finally {
    await opened.close();
  }
}

export const command: Command = {
  name: 'import',
  summary:
    "imports MusicBrainz data (a JSON dump file, one artist from the web service, or the whole catalog from a MusicBrainz mirror), or a member's listening history; exit code 0 when every line was imported, 2 when some were skipped, 1 when the run failed",
  usage: [
    'import musicbrainz <file> [--resume] [--batch-size N]',
    'import musicbrainz --artist <mbid>',
    'import musicbrainz --mirror [--batch-size N]   (MUSICBRAINZ_DATABASE_URL; a second run applies what changed)',
    'import history --user <username> <file>   (a Last.fm, Spotify, ListenBrainz, RateYourMusic or plain CSV history)',
  ],
  run: (args, context) => runImport(args, context),
};
