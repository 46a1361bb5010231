import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AVATAR_FILE, AVATAR_URL_PREFIX, avatarDir } from '../accounts/index.ts';
import { drawCover } from '../covers/index.ts';
import type { PictureCover } from './card-picture.ts';

/**
 * Where catalogue covers are fetched from (the importer stores Cover Art Archive addresses). Any
 * other address (a list picture a member typed, another host) is never fetched by the server: the
 * drawn cover stands in.
 */
export const FETCHED_ORIGINS = ['https://coverartarchive.org'];
const FETCH_TIMEOUT_MS = 3000;
/** A cover that could not be fetched is not asked for again for a while (the drawn one stands in). */
const RETRY_AFTER_MS = 5 * 60_000;
const failed = new Map<string, number>();

function remember(address: string) {
  if (failed.size >= 1000) failed.delete(failed.keys().next().value ?? '');
  failed.set(address, Date.now() + RETRY_AFTER_MS);
}

function failedLately(address: string): boolean {
  const until = failed.get(address);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  failed.delete(address);
  return false;
}
const MAX_FETCHED_BYTES = 8 * 1024 * 1024;
/** Covers are drawn at most 480 px wide on the card. */
const COVER_PIXELS = 480;

const svgUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** A picture of any format sharp reads, as a square PNG data URI the card can hold. */
async function squarePng(input: Buffer): Promise<string> {
  const png = await sharp(input, { limitInputPixels: 50_000_000 })
    .resize(COVER_PIXELS, COVER_PIXELS, { fit: 'cover' })
    .png({ compressionLevel: 3 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Whether the server fetches this address: on a catalogue cover origin only. */
function fetched(address: string, origins: readonly string[]): boolean {
  try {
    return origins.includes(new URL(address).origin);
  } catch {
    return false;
  }
}

async function fetchCover(address: string): Promise<Buffer | null> {
  const response = await fetch(address, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    redirect: 'follow',
  });
  if (!response.ok || !response.body) return null;
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_FETCHED_BYTES) return null;
  const body = Buffer.from(await response.arrayBuffer());
  return body.length > MAX_FETCHED_BYTES ? null : body;
}

/** A cover for the card; `missed` when its picture could not be read now (the drawn one stands in). */
export type CardCover = { uri: string; missed: boolean };

/**
 * A cover as a data URI for the card: an uploaded avatar read from DATA_DIR, a catalogue cover
 * fetched from the Cover Art Archive, else (no image, a drawn cover's address, an address not
 * fetched, a failed fetch) the drawn cover of its seed, without its title (the card writes it).
 */
export async function coverDataUri(
  cover: PictureCover,
  { dataDir, origins = FETCHED_ORIGINS }: { dataDir: string; origins?: readonly string[] },
): Promise<CardCover> {
  const drawn = (missed = false) => ({ uri: svgUri(drawCover({ seed: cover.seed })), missed });
  const address = cover.address;
  if (!address || address.startsWith('/covers/')) return drawn();
  if (address.startsWith(AVATAR_URL_PREFIX)) {
    const file = address.slice(AVATAR_URL_PREFIX.length);
    if (!AVATAR_FILE.test(file)) return drawn();
    try {
      return { uri: await squarePng(await readFile(path.join(avatarDir({ dataDir }), file))), missed: false };
    } catch {
      return drawn(true);
    }
  }
  if (!fetched(address, origins)) return drawn();
  if (failedLately(address)) return drawn(true);
  try {
    const body = await fetchCover(address);
    if (body) return { uri: await squarePng(body), missed: false };
  } catch {
    // unreachable, too slow, not a picture: drawn below
  }
  remember(address);
  return drawn(true);
}
