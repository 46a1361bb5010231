import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type CardFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

/**
 * The cards' typefaces, in the order a character looks for one: Inter (Latin, Cyrillic, Greek,
 * Vietnamese), then Noto Sans for Japanese (kana and kanji), Korean, Arabic, Hebrew and Thai. All
 * OFL, from @fontsource. Each ships as slices by unicode range (its unicode.json); a card loads only
 * the slices its text uses, so a Japanese title costs one or two small files, not the whole family.
 */
const FAMILIES = [
  { name: 'Inter', pkg: '@fontsource/inter' },
  { name: 'Noto Sans JP', pkg: '@fontsource/noto-sans-jp' },
  { name: 'Noto Sans KR', pkg: '@fontsource/noto-sans-kr' },
  { name: 'Noto Sans Arabic', pkg: '@fontsource/noto-sans-arabic' },
  { name: 'Noto Sans Hebrew', pkg: '@fontsource/noto-sans-hebrew' },
  { name: 'Noto Sans Thai', pkg: '@fontsource/noto-sans-thai' },
] as const;

const WEIGHTS = [400, 700] as const;
/** The slice every card uses, under the family name the card's tree asks for. */
const LATIN = 'inter-latin';

/** One slice of a family: its file stem (e.g. noto-sans-jp-12) and the code points it holds. */
type Slice = { family: string; files: string; stem: string; start: number; end: number };

/** "U+0400-045F,U+2116" as [start, end] pairs. */
export function parseUnicodeRange(range: string): Array<[number, number]> {
  return range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from ?? '', 16);
    return [start, to ? Number.parseInt(to, 16) : start];
  });
}

let slices: Slice[] | null = null;
/** Every family's slices, in the families' order (the first that holds a character draws it). */
function allSlices(): Slice[] {
  if (slices) return slices;
  const require = createRequire(import.meta.url);
  slices = FAMILIES.flatMap(({ name, pkg }) => {
    const dir = path.dirname(require.resolve(`${pkg}/package.json`));
    const base = pkg.slice('@fontsource/'.length);
    const ranges: Record<string, string> = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8'));
    return Object.entries(ranges).flatMap(([subset, range]) =>
      parseUnicodeRange(range).map(([start, end]) => ({
        family: name,
        files: path.join(dir, 'files'),
        // "[12]" names the numbered slices of the large families.
        stem: `${base}-${subset.replace(/^\[(\d+)\]$/, '$1')}`,
        start,
        end,
      })),
    );
  });
  return slices;
}

/** The slice that draws one code point, or null when no family has it. */
export function sliceFor(codePoint: number): Pick<Slice, 'family' | 'stem'> | null {
  return allSlices().find((s) => codePoint >= s.start && codePoint <= s.end) ?? null;
}

const fileCache = new Map<string, Buffer>();
function read(file: string): Buffer {
  let data = fileCache.get(file);
  if (!data) {
    data = readFileSync(file);
    fileCache.set(file, data);
  }
  return data;
}

/**
 * satori caches a font set's parsing by the array's identity: the same set of slices answers the
 * same array. Bounded, as the sets are few (a card's scripts) but not fixed.
 */
const setCache = new Map<string, CardFont[]>();
const SET_CACHE_SIZE = 64;

/** The fonts that draw every character of the texts: Inter's Latin always, plus the slices used. */
export function fontsFor(texts: readonly string[]): CardFont[] {
  const used = new Map<string, Slice>();
  const all = allSlices();
  const latin = all.find((s) => s.stem === LATIN);
  if (latin) used.set(latin.stem, latin);
  for (const text of texts) {
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x80) continue;
      const slice = all.find((s) => code >= s.start && code <= s.end);
      if (slice) used.set(slice.stem, slice);
    }
  }
  const key = [...used.keys()].sort().join(' ');
  const cached = setCache.get(key);
  if (cached) return cached;
  // Families keep their order: Inter first, so a Latin letter inside a Japanese title stays Inter.
  const ordered = [...used.values()].sort(
    (a, b) => FAMILIES.findIndex((f) => f.name === a.family) - FAMILIES.findIndex((f) => f.name === b.family),
  );
  const fonts = ordered.flatMap((slice) =>
    WEIGHTS.map((weight) => ({
      // satori keeps one font per name and weight, and looks through the other names for a glyph
      // the asked family lacks: each slice gets a name of its own; Inter's Latin is "Inter".
      name: slice.stem === LATIN ? 'Inter' : `${slice.family} ${slice.stem}`,
      data: read(path.join(slice.files, `${slice.stem}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
  if (setCache.size >= SET_CACHE_SIZE) setCache.delete(setCache.keys().next().value ?? '');
  setCache.set(key, fonts);
  return fonts;
}
