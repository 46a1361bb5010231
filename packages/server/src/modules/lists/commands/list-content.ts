import { LIST_LIMITS, type SourceType } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import { intArray } from '../../../db/int-array.ts';
import type { Db } from '../../../db/open-db.ts';
import { selectRows } from '../../../db/select-rows.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError, badUserInput } from '../../../errors.ts';

/** One entry of a list as a client sends it, the id already parsed. */
export type EntryInput = { type: SourceType; id: number; description: string | null };
export type SectionInput = { title: string; description: string | null; items: EntryInput[] };
/** A list's whole content: the unsectioned items first, then each section's, in order. */
export type ListContent = { items: EntryInput[]; sections: SectionInput[] };

export const entryKey = (entry: { type: SourceType; id: number }) => `${entry.type}:${entry.id}`;

/** Every entry with the index of its section (null for unsectioned), in list order. */
export function flatEntries(content: ListContent): (EntryInput & { section: number | null })[] {
  return [
    ...content.items.map((entry) => ({ ...entry, section: null })),
    ...content.sections.flatMap((section, index) =>
      section.items.map((entry) => ({ ...entry, section: index })),
    ),
  ];
}

/** Refuses too many items or sections and an item given twice; the shape the database cannot check. */
export function checkContentShape(content: ListContent): void {
  if (content.sections.length > LIST_LIMITS.sectionsMax)
    throw badUserInput('sections', `must be at most ${LIST_LIMITS.sectionsMax}`);
  const entries = flatEntries(content);
  if (entries.length > LIST_LIMITS.itemsMax)
    throw badUserInput('items', `must be at most ${LIST_LIMITS.itemsMax} in one list`);
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = entryKey(entry);
    if (seen.has(key)) throw badUserInput('items', `holds the same ${entry.type.toLowerCase()} twice`);
    seen.add(key);
  }
}

/** NOT_FOUND unless every release, song and artist named exists (one statement). */
export async function checkEntriesExist(tx: Tx, entries: { type: SourceType; id: number }[]): Promise<void> {
  const ids = { RELEASE: [] as number[], SONG: [] as number[], ARTIST: [] as number[] };
  for (const entry of entries) ids[entry.type].push(entry.id);
  if (entries.length === 0) return;
  const found = await selectRows<{ t: SourceType; id: number }>(
    tx as Db,
    sql`select 'RELEASE' as t, id from releases where id = any(${intArray(ids.RELEASE)})
      union all select 'SONG', id from songs where id = any(${intArray(ids.SONG)})
      union all select 'ARTIST', id from artists where id = any(${intArray(ids.ARTIST)})`,
  );
  if (found.length === entries.length) return;
  const known = new Set(found.map((row) => `${row.t}:${row.id}`));
  const missing = entries.find((entry) => !known.has(entryKey(entry)));
  throw new AppError('NOT_FOUND', `That ${missing?.type.toLowerCase() ?? 'item'} does not exist.`);
}

type OldEntry = { release_id: number | null; song_id: number | null };

/** Moves the releases' and songs' list counters by what a save added and removed. */
function counterDeltas(before: OldEntry[], after: EntryInput[]) {
  const deltas = new Map<string, number>();
  const move = (key: string, by: number) => deltas.set(key, (deltas.get(key) ?? 0) + by);
  for (const row of before) {
    if (row.release_id !== null) move(`RELEASE:${row.release_id}`, -1);
    if (row.song_id !== null) move(`SONG:${row.song_id}`, -1);
  }
  for (const entry of after) if (entry.type !== 'ARTIST') move(entryKey(entry), 1);
  return [...deltas]
    .filter(([, by]) => by !== 0)
    .map(([key, by]) => {
      const [type, id] = key.split(':');
      return { t: type as SourceType, id: Number(id), d: by };
    })
    .sort((a, b) => a.t.localeCompare(b.t) || a.id - b.id);
}

/**
 * Replaces a list's sections and items with `content` and moves every counter it touches: the
 * list's own counts (its row is locked by the caller) and each release's and song's list count.
 * Inside the caller's transaction; at most 5 statements whatever the size.
 */
export async function writeListContent(
  tx: Tx,
  listId: number,
  content: ListContent,
  options: { replacing: boolean },
): Promise<void> {
  const entries = flatEntries(content);
  const before = options.replacing
    ? await selectRows<OldEntry>(
        tx as Db,
        sql`delete from list_items where list_id = ${listId} returning release_id, song_id`,
      )
    : [];
  if (options.replacing) await tx.execute(sql`delete from list_sections where list_id = ${listId}`);
  if (entries.length > 0 || content.sections.length > 0) {
    const sections = JSON.stringify(
      content.sections.map((section, index) => ({ p: index, t: section.title, d: section.description })),
    );
    const items = JSON.stringify(
      entries.map((entry, position) => ({
        s: entry.section,
        t: entry.type,
        r: entry.type === 'RELEASE' ? entry.id : null,
        g: entry.type === 'SONG' ? entry.id : null,
        a: entry.type === 'ARTIST' ? entry.id : null,
        p: position,
        d: entry.description,
      })),
    );
    await tx.execute(
      sql`with s as (
          insert into list_sections (list_id, title, description, position)
          select ${listId}, x.t, x.d, x.p from json_to_recordset(${sections}::json) as x(p int, t text, d text)
          returning id, position
        )
        insert into list_items (list_id, section_id, item_type, release_id, song_id, artist_id, position, description)
        select ${listId}, s.id, x.t, x.r, x.g, x.a, x.p, x.d
        from json_to_recordset(${items}::json) as x(s int, t source_type, r int, g int, a int, p int, d text)
        left join s on s.position = x.s
        order by x.p`,
    );
  }
  const deltas = counterDeltas(before, entries);
  if (deltas.length > 0) {
    const json = JSON.stringify(deltas);
    await tx.execute(
      sql`with d as (select * from json_to_recordset(${json}::json) as x(t text, id int, d int)),
        r as (update releases set number_of_lists = number_of_lists + d.d from d where d.t = 'RELEASE' and releases.id = d.id)
        update songs set number_of_lists = number_of_lists + d.d from d where d.t = 'SONG' and songs.id = d.id`,
    );
  }
  const releases = entries.filter((entry) => entry.type === 'RELEASE').length;
  const songs = entries.filter((entry) => entry.type === 'SONG').length;
  await tx.execute(
    sql`update lists set items_count = ${entries.length}, release_count = ${releases}, song_count = ${songs},
      updated_at = now() where id = ${listId}`,
  );
}
