import type { CatalogIndex } from './catalog-releases.ts';
import type { ListEntry, ListMeta, ListWriter } from './list-writer.ts';
import { STAFF_USER_ID } from './members.ts';
import type { ReleasePicker } from './picker.ts';
import { type Rng, rngFor } from './prng.ts';
import { DAY, NOW } from './scale.ts';
import { itemNote } from './text.ts';
import { familyAt, GENRE_FAMILIES, PUBLICATIONS } from './words.ts';

function official(name: string, curator: string, rng: Rng, extra: Partial<ListMeta> = {}): ListMeta {
  return {
    name,
    description: `${curator}'s selection, argued over for weeks and ranked with care.`,
    tags: [],
    yearStart: null,
    yearEnd: null,
    isPersonal: false,
    isRanked: true,
    isOfficial: true,
    isFeatured: false,
    isChart: false,
    curator,
    owner: STAFF_USER_ID,
    favoriteKind: null,
    createdAt: NOW - rng.int(10, 900) * DAY,
    ...extra,
  };
}

function collect(rng: Rng, size: number, draw: () => number | null): ListEntry[] {
  const ids = new Set<number>();
  for (let attempt = 0; attempt < size * 3 && ids.size < size; attempt++) {
    const id = draw();
    if (id !== null) ids.add(id);
  }
  return [...ids].map((id) => ({ type: 'RELEASE', id, description: rng.chance(0.4) ? itemNote(rng) : null }));
}

/** The charts list (id 1): the most listened releases, in order. */
export function writeChartList(writer: ListWriter, picker: ReleasePicker): number {
  const rng = rngFor('chart');
  const size = Math.min(100, picker.catalog.releases);
  const entries: ListEntry[] = Array.from({ length: size }, (_, rank) => ({
    type: 'RELEASE',
    id: picker.byRank(rank),
    description: null,
  }));
  const meta = official('Earmark Charts: Most Listened Albums', 'Earmark', rng, {
    description: 'The releases Earmark members check most, updated as they listen.',
    isChart: true,
    createdAt: NOW - 30 * DAY,
  });
  return writer.write(meta, entries);
}

/** Decade, year and genre lists by fictional publications; the first three are featured. */
export function writeOfficialLists(writer: ListWriter, picker: ReleasePicker, count: number): void {
  const catalog: CatalogIndex = picker.catalog;
  for (let n = 0; n < count; n++) {
    const rng = rngFor('official-list', n);
    const curator = rng.pick(PUBLICATIONS);
    const featured = n < 3;
    const kind = rng.weighted<string>([
      ['decade', 4],
      ['year', 3],
      ['genre', 3],
    ]);
    if (kind === 'decade') {
      const start = 1950 + 10 * rng.int(0, 7);
      const size = rng.pick([25, 50, 100]);
      const entries = collect(rng, size, () => picker.pickInYears(rng, start, start + 9));
      const meta = official(`The ${size} Best Albums of the ${start}s`, curator, rng, {
        yearStart: start,
        yearEnd: start + 9,
        isFeatured: featured,
      });
      writer.write(meta, entries);
    } else if (kind === 'year') {
      const year = rng.int(1965, 2024);
      const entries = collect(rng, 30, () => picker.pickInYears(rng, year, year));
      writer.write(
        official(`Best Albums of ${year}`, curator, rng, {
          yearStart: year,
          yearEnd: year,
          isFeatured: featured,
        }),
        entries,
      );
    } else {
      const family = rng.int(0, GENRE_FAMILIES.length - 1);
      const genre = familyAt(family).genres[0] ?? 'rock';
      const entries = collect(rng, 40, () => {
        const id = picker.pick(rng, [family]);
        return catalog.family[id] === family ? id : null;
      });
      writer.write(
        official(`Essential ${genre} Records`, curator, rng, { tags: [genre], isFeatured: featured }),
        entries,
      );
    }
  }
}
