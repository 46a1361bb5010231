import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/select-rows.ts';
import { ITEM_CSV_HEADER, type ItemRefRow, iso, itemCsv, itemRefOf } from './item-ref.ts';
import type { Section } from './section.ts';

type ListRow = {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  url: string | null;
  tags: string[];
  year_start: number | null;
  year_end: number | null;
  is_personal: boolean;
  is_ranked: boolean;
  curator: string | null;
  favorite_kind: string | null;
  created_at: Date;
  updated_at: Date;
};

type SectionRow = { id: number; list_id: number; title: string; description: string | null };
type EntryRow = ItemRefRow & { list_id: number; section_id: number | null; description: string | null };
type Entry = { item: ReturnType<typeof itemRefOf>; description: string | null };

/** The member's own lists, each with its unsectioned entries and its sections' entries, in order. */
export const listsSection: Section = {
  key: 'lists',
  csv: 'lists.csv',
  header: ['list', 'section', 'position', ...ITEM_CSV_HEADER, 'note'],
  batches: async function* (db, userId) {
    const lists = await selectRows<ListRow>(
      db,
      sql`select id, name, description, image, url, tags, year_start, year_end, is_personal, is_ranked,
          curator, favorite_kind::text as favorite_kind, created_at, updated_at
        from lists where created_by_user_id = ${userId} order by created_at, id`,
    );
    if (lists.length === 0) return;
    const sections = await selectRows<SectionRow>(
      db,
      sql`select ls.id, ls.list_id, ls.title, ls.description from list_sections ls
        join lists l on l.id = ls.list_id where l.created_by_user_id = ${userId}
        order by ls.list_id, ls.position, ls.id`,
    );
    const entries = await selectRows<EntryRow>(
      db,
      sql`select i.list_id, i.section_id, i.description, i.item_type::text as item_type,
          coalesce(r.id, s.id, a.id) as item_id, coalesce(r.mbid, s.mbid, a.mbid)::text as item_mbid,
          coalesce(r.title, s.title, a.name) as item_title, coalesce(r.artist_name, s.artist_name) as item_artist
        from list_items i join lists l on l.id = i.list_id
        left join releases r on r.id = i.release_id left join songs s on s.id = i.song_id
        left join artists a on a.id = i.artist_id
        where l.created_by_user_id = ${userId} order by i.list_id, i.position, i.id`,
    );
    const entryOf = (row: EntryRow): Entry => ({ item: itemRefOf(row), description: row.description });
    yield lists.map((list) => ({
      name: list.name,
      description: list.description,
      image: list.image,
      url: list.url,
      tags: list.tags,
      yearStart: list.year_start,
      yearEnd: list.year_end,
      isPersonal: list.is_personal,
      isRanked: list.is_ranked,
      curator: list.curator,
      favoriteKind: list.favorite_kind,
      createdAt: iso(list.created_at),
      updatedAt: iso(list.updated_at),
      items: entries.filter((e) => e.list_id === list.id && e.section_id === null).map(entryOf),
      sections: sections
        .filter((section) => section.list_id === list.id)
        .map((section) => ({
          title: section.title,
          description: section.description,
          items: entries.filter((e) => e.section_id === section.id).map(entryOf),
        })),
    }));
  },
  csvLines: (row) => {
    const list = row as { name: string; items: Entry[]; sections: { title: string; items: Entry[] }[] };
    const parts = [{ title: '', items: list.items }, ...list.sections];
    return parts.flatMap((part) =>
      part.items.map((entry, index) => [
        list.name,
        part.title,
        index + 1,
        ...itemCsv(entry.item),
        entry.description,
      ]),
    );
  },
};
