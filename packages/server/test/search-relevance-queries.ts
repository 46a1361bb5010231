import type { SearchType } from '@earmark/shared';

/** A searchable item of the seeded catalog: its name and, for releases and songs, its credit. */
export type CatalogItem = { type: SearchType; id: number; name: string; credit: string };

export type QueryKind = 'exact' | 'artist+title' | 'dropped word' | 'typo';
export type KnownItemQuery = { kind: QueryKind; type: SearchType; query: string; target: CatalogItem };

/** Deterministic choices (mulberry32), so every run asks the same queries. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The identity a person can tell items apart by: the same name and credit are one item to them. */
export const identity = (item: CatalogItem) => `${item.type}|${fold(item.name)}|${fold(item.credit)}`;

/** One transposed or one missing letter, in a word of five letters or more. */
function typo(text: string, next: () => number): string | null {
  const words = text.split(' ');
  const candidates = words.map((w, i) => [w, i] as const).filter(([w]) => /^\p{L}{5,}$/u.test(w));
  if (candidates.length === 0) return null;
  const [word, index] = candidates[Math.floor(next() * candidates.length)] ?? ['', 0];
  const at = 1 + Math.floor(next() * (word.length - 2));
  const changed =
    next() < 0.5
      ? word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2)
      : word.slice(0, at) + word.slice(at + 1);
  if (changed === word) return null;
  return words.map((w, i) => (i === index ? changed : w)).join(' ');
}

function dropWord(words: string[], next: () => number): string | null {
  const droppable = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 3);
  if (words.length < 3 || droppable.length < 2) return null;
  const [, index] = droppable[Math.floor(next() * droppable.length)] ?? ['', -1];
  return words.filter((_, i) => i !== index).join(' ');
}

const KINDS: QueryKind[] = ['exact', 'artist+title', 'dropped word', 'typo'];

/**
 * Known-item queries over a catalog: exact names (only where the name is unique), artist +
 * title, artist + title with one word dropped, and names with one letter transposed or missing.
 */
export function knownItemQueries(
  items: CatalogItem[],
  perType: Record<SearchType, number>,
): KnownItemQuery[] {
  const next = random(20261122);
  const nameCounts = new Map<string, number>();
  const idCounts = new Map<string, number>();
  for (const item of items) {
    const key = `${item.type}|${fold(item.name)}`;
    nameCounts.set(key, (nameCounts.get(key) ?? 0) + 1);
    idCounts.set(identity(item), (idCounts.get(identity(item)) ?? 0) + 1);
  }
  const queries: KnownItemQuery[] = [];
  for (const [type, wanted] of Object.entries(perType) as [SearchType, number][]) {
    const pool = items.filter((item) => item.type === type && idCounts.get(identity(item)) === 1);
    let made = 0;
    for (let attempt = 0; made < wanted && attempt < wanted * 20 && pool.length > 0; attempt++) {
      const target = pool[Math.floor(next() * pool.length)];
      if (!target) continue;
      const uniqueName = nameCounts.get(`${type}|${fold(target.name)}`) === 1;
      const full = target.credit ? `${target.credit} ${target.name}` : target.name;
      const kinds = target.credit ? KINDS : KINDS.filter((k) => k !== 'artist+title');
      const kind = kinds[attempt % kinds.length] ?? 'exact';
      const query =
        kind === 'exact'
          ? uniqueName || !target.credit
            ? target.name
            : full
          : kind === 'artist+title'
            ? full
            : kind === 'dropped word'
              ? dropWord(full.split(' '), next)
              : typo(uniqueName ? target.name : full, next);
      if (!query || (kind === 'exact' && !uniqueName && !target.credit)) continue;
      if (queries.some((q) => q.type === type && q.query === query)) continue;
      queries.push({ kind, type, query, target });
      made++;
    }
  }
  return queries;
}
