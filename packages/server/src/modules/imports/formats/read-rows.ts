import { createReadStream, type ReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { ImportRow } from '../import-row.ts';
import type { ImportFormat } from './detect.ts';
import { readEarmark } from './earmark.ts';
import { readLastfm } from './lastfm.ts';
import { readListenBrainz } from './listenbrainz.ts';
import { readPlain } from './plain.ts';
import { readRym } from './rym.ts';
import { readSpotify } from './spotify.ts';

async function startsWithArray(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(1024);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    return buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart()
      .startsWith('[');
  } finally {
    await file.close();
  }
}

/**
 * A history file's rows in file order, streamed, in the format it was detected as. `opened` gets
 * the file's stream, whose `bytesRead` tells how far the reading has come.
 */
export async function* readRows(
  format: ImportFormat,
  path: string,
  opened?: (stream: ReadStream) => void,
): AsyncGenerator<ImportRow> {
  const isArray = format === 'listenbrainz' && (await startsWithArray(path));
  const input = createReadStream(path);
  opened?.(input);
  switch (format) {
    case 'lastfm':
      yield* readLastfm(input);
      return;
    case 'spotify':
      yield* readSpotify(input);
      return;
    case 'listenbrainz':
      yield* readListenBrainz(input, isArray);
      return;
    case 'rym':
      yield* readRym(input);
      return;
    case 'plain':
      yield* readPlain(input);
      return;
    case 'earmark':
      yield* readEarmark(input);
      return;
  }
}
