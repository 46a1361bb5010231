import { createReadStream } from 'node:fs';

export type Line = {
  /** 1-based, counting every line of the file. */
  number: number;
  text: string;
  /** Bytes read from the file so far, for progress. */
  bytesRead: number;
};

/** The lines of a UTF-8 file, streamed: memory stays flat however large the dump. */
export async function* readLines(file: string): AsyncGenerator<Line> {
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
  let rest = '';
  let number = 0;
  for await (const chunk of stream as AsyncIterable<string>) {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const text of parts) {
      number += 1;
      yield { number, text: text.endsWith('\r') ? text.slice(0, -1) : text, bytesRead: stream.bytesRead };
    }
  }
  if (rest.length > 0) yield { number: number + 1, text: rest, bytesRead: stream.bytesRead };
}
