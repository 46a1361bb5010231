import type { FavoriteListKind, SourceType } from '@earmark/shared';
import { arrayLiteral, type TableBatch } from './bulk-insert.ts';

export type ListMeta = {
  name: string;
  description: string | null;
  tags: string[];
  yearStart: number | null;
  yearEnd: number | null;
  isPersonal: boolean;
  isRanked: boolean;
  isOfficial: boolean;
  isFeatured: boolean;
  isChart: boolean;
  curator: string | null;
  owner: number;
  favoriteKind: FavoriteListKind | null;
  createdAt: number;
};

export type ListEntry = { type: SourceType; id: number; description: string | null };
export type ListSection = { title: string; description: string | null };

/** What the like/follow and recommendation passes need to know about each list. */
export type ListIndex = {
  owners: number[];
  prominent: number[];
  /** A few release or song entries per list, for recommendations from followed lists. */
  samples: Map<number, ListEntry[]>;
  /** Lists nobody may follow (favourite artists). */
  unfollowable: Set<number>;
};

export type ListBatches = { lists: TableBatch; listSections: TableBatch; listItems: TableBatch };

export class ListWriter {
  private nextList = 1;
  private nextSection = 1;
  private nextItem = 1;
  readonly index: ListIndex = { owners: [0], prominent: [], samples: new Map(), unfollowable: new Set() };
  /** The names each owner's lists have taken. */
  private readonly names = new Map<number, Set<string>>();

  constructor(private readonly batches: ListBatches) {}

  get count(): number {
    return this.nextList - 1;
  }

  /**
   * The list's name, or one that tells it from the owner's other lists of that name (two
   * publications' lists of one decade: the second in its publication's name; two "Rainy day
   * records": the second numbered): a liked or followed list is
   * exported by its owner and name, and one of two alike was lost on import.
   */
  private distinctName(meta: ListMeta): string {
    let taken = this.names.get(meta.owner);
    if (!taken) {
      taken = new Set();
      this.names.set(meta.owner, taken);
    }
    let name = meta.name;
    // A publication's own title reads naturally beside its byline: "The Listening Post's 50 Best…".
    if (taken.has(name) && meta.curator) name = `${meta.curator}'s ${meta.name.replace(/^The /, '')}`;
    for (let again = 2; taken.has(name); again++) name = `${meta.name} (${again})`;
    taken.add(name);
    return name;
  }

  /**
   * Writes a list with its sections; returns its id. The first `unsectioned` entries stay in the
   * unsectioned area, the rest are spread over the sections in order.
   */
  write(
    meta: ListMeta,
    entries: readonly ListEntry[],
    sections: readonly ListSection[] = [],
    unsectioned = 0,
  ): number {
    const id = this.nextList++;
    this.batches.lists.add(
      id,
      this.distinctName(meta),
      meta.description,
      arrayLiteral(meta.tags),
      meta.yearStart,
      meta.yearEnd,
      meta.isPersonal,
      meta.isRanked,
      meta.isOfficial,
      meta.isFeatured,
      meta.isChart,
      meta.curator,
      meta.owner,
      meta.favoriteKind,
      meta.createdAt,
      meta.createdAt,
    );
    const sectionIds = sections.map((section, position) => {
      const sectionId = this.nextSection++;
      this.batches.listSections.add(sectionId, id, section.title, section.description, position);
      return sectionId;
    });
    const kept = sectionIds.length === 0 ? entries.length : Math.min(unsectioned, entries.length);
    const perSection = Math.ceil((entries.length - kept) / Math.max(1, sectionIds.length));
    entries.forEach((entry, i) => {
      const sectionId = i < kept ? null : (sectionIds[Math.floor((i - kept) / perSection)] ?? null);
      this.batches.listItems.add(
        this.nextItem++,
        id,
        sectionId,
        entry.type,
        entry.type === 'RELEASE' ? entry.id : null,
        entry.type === 'SONG' ? entry.id : null,
        entry.type === 'ARTIST' ? entry.id : null,
        // Positions count from 0, as the list commands store them (the page shows position + 1).
        i,
        entry.description,
        meta.createdAt,
      );
    });
    this.index.owners.push(meta.owner);
    if (meta.isOfficial || meta.isFeatured) this.index.prominent.push(id);
    if (meta.favoriteKind === 'favorite-artists') this.index.unfollowable.add(id);
    const samples = entries.filter((e) => e.type !== 'ARTIST').slice(0, 4);
    if (samples.length > 0) this.index.samples.set(id, samples);
    return id;
  }
}
