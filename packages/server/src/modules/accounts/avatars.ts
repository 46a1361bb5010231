import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { Config } from '../../config.ts';

/** The limits of an uploaded avatar; the stored picture is always a square WebP of AVATAR_SIZE. */
export const AVATAR_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  minSide: 64,
  maxSide: 6000,
  size: 400,
  formats: ['jpeg', 'png', 'webp', 'gif', 'avif'] as readonly string[],
} as const;

/** Stored avatar files: `<member id>-<random>.webp`, a new name per upload (so caches never go stale). */
export const AVATAR_FILE = /^\d+-[a-f0-9]{16}\.webp$/;
export const AVATAR_URL_PREFIX = '/avatars/';

export class AvatarRejected extends Error {}

export function avatarDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'avatars');
}

/**
 * Reads the picture by its content (never the declared type or name), refuses what is not a JPEG,
 * PNG, WebP, GIF or AVIF image of sensible dimensions, and answers a square crop around the most
 * interesting part, turned upright, without its metadata (no camera or location data is kept).
 */
export async function squareAvatar(input: Buffer): Promise<Buffer> {
  const unreadable = 'The file is not a picture Earmark can read (JPEG, PNG, WebP, GIF or AVIF).';
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw new AvatarRejected(unreadable);
  }
  if (!meta.format || !AVATAR_LIMITS.formats.includes(meta.format)) throw new AvatarRejected(unreadable);
  const { width = 0, height = 0 } = meta;
  if (Math.min(width, height) < AVATAR_LIMITS.minSide) {
    throw new AvatarRejected(
      `The picture must be at least ${AVATAR_LIMITS.minSide}×${AVATAR_LIMITS.minSide} pixels.`,
    );
  }
  if (Math.max(width, height) > AVATAR_LIMITS.maxSide) {
    throw new AvatarRejected(`The picture must be at most ${AVATAR_LIMITS.maxSide} pixels on each side.`);
  }
  try {
    return await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_LIMITS.size, AVATAR_LIMITS.size, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AvatarRejected(unreadable);
  }
}

/**
 * Writes the picture under DATA_DIR/avatars and answers the URL it is served at; `name` (16 hex
 * digits) is random unless given (the demo seed gives one, so it writes the same data every time).
 */
export async function storeAvatar(
  config: Pick<Config, 'dataDir'>,
  userId: number,
  picture: Buffer,
  name = randomBytes(8).toString('hex'),
) {
  const dir = avatarDir(config);
  await mkdir(dir, { recursive: true });
  const file = `${userId}-${name}.webp`;
  await writeFile(path.join(dir, `${file}.part`), picture);
  await rename(path.join(dir, `${file}.part`), path.join(dir, file));
  return `${AVATAR_URL_PREFIX}${file}`;
}

/** Removes a stored avatar file by its URL; a drawn default or a foreign URL is left alone. */
export async function removeAvatarFile(config: Pick<Config, 'dataDir'>, url: string | null): Promise<void> {
  const file = url?.startsWith(AVATAR_URL_PREFIX) ? url.slice(AVATAR_URL_PREFIX.length) : null;
  if (!file || !AVATAR_FILE.test(file)) return;
  await rm(path.join(avatarDir(config), file), { force: true });
}
