import { createHash } from 'node:crypto';

export type CoverInput = {
  seed: string;
  title?: string | undefined;
  subtitle?: string | undefined;
  round?: boolean;
};

const SIZE = 300;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** "RC" for rafael.c, "TB" for The Beatles: the first letters of the first two words. */
export function initials(name: string): string {
  const words = name.split(/[\s._-]+/u).filter((word) => word !== '');
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Shapes laid over the gradient; which one, and where, comes from the hash. */
function pattern(bytes: Buffer, color: string): string {
  const kind = (bytes[4] ?? 0) % 3;
  const shapes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = bytes[5 + i * 3] ?? 0;
    const b = bytes[6 + i * 3] ?? 0;
    const c = bytes[7 + i * 3] ?? 0;
    const x = Math.round((a / 255) * SIZE);
    const y = Math.round((b / 255) * SIZE);
    const size = 20 + Math.round((c / 255) * 110);
    const opacity = (0.12 + (c % 5) * 0.05).toFixed(2);
    if (kind === 0)
      shapes.push(`<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${color}" opacity="${opacity}"/>`);
    else if (kind === 1)
      shapes.push(
        `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" fill="${color}" opacity="${opacity}" transform="rotate(${a % 90} ${x} ${y})"/>`,
      );
    else
      shapes.push(
        `<polygon points="${x},${y - size / 2} ${x + size / 2},${y + size / 2} ${x - size / 2},${y + size / 2}" fill="${color}" opacity="${opacity}"/>`,
      );
  }
  return shapes.join('');
}

/** A deterministic cover: a gradient and a geometric pattern from a hash of the seed, plus the title. */
export function drawCover({ seed, title, subtitle, round = false }: CoverInput): string {
  const bytes = createHash('sha256').update(seed).digest();
  const hue = Math.round(((bytes[0] ?? 0) / 255) * 360);
  const hue2 = (hue + 40 + ((bytes[1] ?? 0) % 100)) % 360;
  const from = `hsl(${hue} 55% 42%)`;
  const to = `hsl(${hue2} 60% 22%)`;
  const ink = `hsl(${(hue + 180) % 360} 70% 85%)`;
  // A round picture (an artist, a member's avatar) is shown cropped to a circle, often 40 px wide:
  // it carries initials, large and in the middle, as an avatar does; a name would be cut or unreadable.
  const name = round
    ? `<text x="${SIZE / 2}" y="${SIZE / 2 + 42}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="120" font-weight="700" fill="#fff">${escapeXml(initials(title ?? ''))}</text>`
    : `<text x="20" y="${SIZE - 44}" font-family="system-ui, sans-serif" font-size="18" font-weight="600" fill="#fff">${escapeXml(clip(title ?? '', 28))}</text>`;
  const text = [
    title ? name : '',
    subtitle
      ? `<text x="20" y="${SIZE - 20}" font-family="system-ui, sans-serif" font-size="13" fill="#fff" opacity="0.8">${escapeXml(clip(subtitle, 36))}</text>`
      : '',
  ].join('');
  const clipShape = round ? `<clipPath id="c"><circle cx="150" cy="150" r="150"/></clipPath>` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>${clipShape}</defs>`,
    `<g${round ? ' clip-path="url(#c)"' : ''}>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>`,
    pattern(bytes, ink),
    text,
    '</g></svg>',
  ].join('');
}
