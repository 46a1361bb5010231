import { artistCover, releaseCover, songCover } from '../catalog/index.ts';

/** An address of the app made absolute (feeds and share tags are read outside the app). */
export function absolute(publicUrl: string, address: string): string {
  try {
    return new URL(address, `${publicUrl}/`).href;
  } catch {
    return `${publicUrl}${address.startsWith('/') ? '' : '/'}${address}`;
  }
}

/** An item's cover: its stored image, its release's for a song, or the drawn one. */
export function coverOf(item: {
  itemType: 'RELEASE' | 'SONG' | 'ARTIST';
  itemId: number;
  image: string | null;
  coverReleaseId: number | null;
}): string {
  if (item.image) return item.image;
  if (item.itemType === 'RELEASE') return releaseCover(item.itemId);
  if (item.itemType === 'ARTIST') return artistCover(item.itemId);
  return item.coverReleaseId === null ? songCover(item.itemId) : releaseCover(item.coverReleaseId);
}

/** An image's media type by its file name's ending; covers from elsewhere are JPEG mostly. */
export function imageType(address: string): string {
  const ending = /\.(\w+)(?:[?#].*)?$/.exec(address)?.[1]?.toLowerCase();
  if (ending === 'svg') return 'image/svg+xml';
  if (ending === 'png') return 'image/png';
  if (ending === 'webp') return 'image/webp';
  if (ending === 'gif') return 'image/gif';
  return 'image/jpeg';
}

/** A rating (0.5 to 5 in halves) as stars: 3.5 is "★★★½". */
export function stars(rating: number): string {
  const whole = Math.floor(rating);
  return `${'★'.repeat(whole)}${rating - whole >= 0.5 ? '½' : ''}`;
}

/** Text for HTML (a feed entry's content, a tag's attribute). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
