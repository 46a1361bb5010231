import { expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { runCli } from './main.ts';

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    config: loadConfig({ DATA_DIR: '/nonexistent' }),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

it('lists every command file with its usage', { timeout: 30_000 }, async () => {
  const { code, out } = await run('help');
  expect(code).toBe(0);
  expect(out).toContain('    import musicbrainz <file> [--resume] [--batch-size N]');
  expect(out).toContain('    import musicbrainz --artist <mbid>');
});

it('answers an unknown command or a wrong call with exit code 2 and the usage', {
  timeout: 30_000,
}, async () => {
  expect((await run('frobnicate')).code).toBe(2);
  const wrong = await run('import', 'discogs', 'x.jsonl');
  expect(wrong.code).toBe(2);
  expect(wrong.err[0]).toBe('Only "import musicbrainz" is supported.');
  expect(wrong.err).toContain('usage: npm run cli -- import musicbrainz --artist <mbid>');
  const both = await run('import', 'musicbrainz', 'x.jsonl', '--artist', 'a');
  expect(both.err[0]).toBe('Give either a dump file, --artist <mbid> or --mirror.');
  expect((await run('import', 'musicbrainz', 'x.jsonl', '--batch-size', '0')).code).toBe(2);
  const mirrorAndFile = await run('import', 'musicbrainz', 'x.jsonl', '--mirror');
  expect(mirrorAndFile.code).toBe(2);
  expect(mirrorAndFile.err[0]).toBe('Give either a dump file, --artist <mbid> or --mirror.');
});
