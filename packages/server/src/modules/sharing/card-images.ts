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
const FETCHED_HOSTS = new Set(['coverartarchive.org']);
const FETCH_TIMEOUT_MS = 3000;
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

async function fetchCover(address: string): Promise<Buffer | null> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !FETCHED_HOSTS.has(url.hostname)) return null;
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  if (!response.ok || !response.body) return null;
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_FETCHED_BYTES) return null;
  const body = Buffer.from(await response.arrayBuffer());
  return body.length > MAX_FETCHED_BYTES ? null : body;
}

/**
 * A cover as a data URI for the card: an uploaded avatar read from DATA_DIR, a catalogue cover
 * fetched from the Cover Art Archive, else (no image, a drawn cover's address, an address not
 * fetched, a failed fetch) the drawn cover of its seed, without its title (the card writes it).
 */
export async function coverDataUri(cover: PictureCover, dataDir: string): Promise<string> {
  const drawn = () => svgUri(drawCover({ seed: cover.seed }));
  const address = cover.address;
  if (!address || address.startsWith('/covers/')) return drawn();
  try {
    if (address.startsWith(AVATAR_URL_PREFIX)) {
      const file = address.slice(AVATAR_URL_PREFIX.length);
      if (!AVATAR_FILE.test(file)) return drawn();
      return await squarePng(await readFile(path.join(avatarDir({ dataDir }), file)));
    }
    const fetched = await fetchCover(address);
    return fetched ? await squarePng(fetched) : drawn();
  } catch {
    return drawn();
  }
}
