import { Readable } from 'node:stream';
import { Unzip, UnzipInflate } from 'fflate';
import { parser } from 'stream-json';
import Assembler from 'stream-json/assembler.js';

/** The export's JSON file inside its zip, and what its first keys say (modules/export/README.md). */
export const EARMARK_ENTRY = 'earmark.json';
export const EARMARK_FORMAT = 'earmark-export';
export const EARMARK_VERSION = 1;

/** The export's arrays read one element at a time; `follows` nests three of them. */
const TOP_SECTIONS = new Set([
  'releases',
  'songs',
  'favoriteArtists',
  'listens',
  'logs',
  'lists',
  'recommendationsSent',
  'recommendationsReceived',
]);
const FOLLOW_SECTIONS = new Set(['members', 'lists', 'likedLists']);

/** A file this reader refuses, with the sentence the member reads. */
export class RefusedFile extends Error {}

export type EarmarkRecord = { section: string; value: Record<string, unknown> };

/** One zip entry's bytes, inflated as the zip is read (the zip is never held whole). */
export async function* zipEntryBytes(input: AsyncIterable<Buffer>, name: string): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let found = false;
  let ended = false;
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    if (file.name !== name || found) return;
    found = true;
    file.ondata = (error, data, final) => {
      if (error) failure = error;
      else if (data.length > 0) out.push(data);
      if (final) ended = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for await (const chunk of input) {
    unzip.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if (failure) throw failure;
    while (out.length > 0) yield out.shift() as Uint8Array;
    if (ended) return;
  }
  if (!found) throw new RefusedFile(`The zip holds no ${name}.`);
}

type Container = { array: boolean; key: string | null };

/** The section an element starting here belongs to, when the stack is inside one of its arrays. */
function sectionAt(stack: Container[]): string | null {
  const top = stack.at(-1);
  if (!top?.array) return null;
  if (stack.length === 2 && top.key !== null && TOP_SECTIONS.has(top.key)) return top.key;
  if (stack.length === 3 && stack[1]?.key === 'follows' && top.key !== null && FOLLOW_SECTIONS.has(top.key))
    return `follows.${top.key}`;
  return null;
}

type Token = { name: string; value?: unknown };

/**
 * The export's records in file order, each array element assembled alone (a member's 100,000
 * listens are never one value). A file of another `format`, or a `version` this reader does not
 * know, is refused before its first record.
 */
export async function* earmarkRecords(json: AsyncIterable<Uint8Array>): AsyncGenerator<EarmarkRecord> {
  const tokens = Readable.from(json).pipe(parser.asStream({ streamValues: false }));
  const stack: Container[] = [];
  const header: Record<string, unknown> = {};
  let key: string | null = null;
  let asm: Assembler | null = null;
  let section = '';
  for await (const token of tokens as AsyncIterable<Token>) {
    if (asm) {
      asm.consume(token as never);
      if (asm.done) {
        yield { section, value: asm.current as Record<string, unknown> };
        asm = null;
      }
      continue;
    }
    if (token.name === 'keyValue') {
      key = String(token.value);
      continue;
    }
    if (token.name === 'endObject' || token.name === 'endArray') {
      stack.pop();
      continue;
    }
    const at = sectionAt(stack);
    if (at) {
      checkHeader(header);
      section = at;
      asm = new Assembler();
      asm.consume(token as never);
      if (asm.done) {
        yield { section, value: asm.current as Record<string, unknown> };
        asm = null;
      }
      continue;
    }
    if (token.name === 'startObject' || token.name === 'startArray') {
      stack.push({ array: token.name === 'startArray', key: stack.at(-1)?.array ? null : key });
      key = null;
    } else if (stack.length === 1 && key !== null) header[key] = token.value;
  }
  checkHeader(header);
}

function checkHeader(header: Record<string, unknown>): void {
  if (header.format !== EARMARK_FORMAT) throw new RefusedFile('earmark.json is not an Earmark export.');
  if (Number(header.version) !== EARMARK_VERSION)
    throw new RefusedFile(
      `The export is version ${String(header.version)}; this Earmark reads version ${EARMARK_VERSION}.`,
    );
}

/** Whether a file's first bytes are a zip whose earmark.json starts as an Earmark export. */
export function isEarmarkZipHead(head: Uint8Array): boolean {
  if (head[0] !== 0x50 || head[1] !== 0x4b || head[2] !== 0x03 || head[3] !== 0x04) return false;
  const parts: Uint8Array[] = [];
  const unzip = new Unzip((file) => {
    if (file.name !== EARMARK_ENTRY) return;
    file.ondata = (error, data) => {
      if (!error) parts.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(head, false);
  } catch {
    return false;
  }
  const text = Buffer.concat(parts).subarray(0, 4096).toString('utf8');
  return new RegExp(`"format"\\s*:\\s*"${EARMARK_FORMAT}"`).test(text);
}
