import { PassThrough, type Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { Zip, ZipDeflate } from 'fflate';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import { csvLine } from './csv.ts';
import { iso } from './item-ref.ts';
import type { Section } from './section.ts';
import { SECTIONS } from './sections.ts';

export const EXPORT_FORMAT = 'earmark-export';
export const EXPORT_VERSION = 1;

type Profile = {
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  bio: string | null;
  website: string | null;
  is_private: boolean;
  allow_email: boolean;
  created_at: Date;
};

const encoder = new TextEncoder();

/** One file of the zip, written as it goes: each push waits while the reader is behind. */
class ZipEntry {
  private readonly file: ZipDeflate;

  constructor(
    zip: Zip,
    name: string,
    private readonly drained: () => Promise<void>,
  ) {
    this.file = new ZipDeflate(name, { level: 6 });
    zip.add(this.file);
  }

  async write(text: string): Promise<void> {
    this.file.push(encoder.encode(text));
    await this.drained();
  }

  end(): void {
    this.file.push(new Uint8Array(0), true);
  }
}

/**
 * The member's whole export as a zip stream: earmark.json, then one CSV per kind, each read from
 * the database in batches while the zip is sent (modules/export/README.md has the format).
 */
export function exportZip(db: Db, userId: number, now: Date): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const drained = () =>
    out.writableNeedDrain
      ? new Promise<void>((resolve) => out.once('drain', () => resolve()))
      : Promise.resolve();
  writeAll(db, userId, now, zip, drained).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function writeAll(db: Db, userId: number, now: Date, zip: Zip, drained: () => Promise<void>) {
  const json = new ZipEntry(zip, 'earmark.json', drained);
  await json.write(
    `{"format":"${EXPORT_FORMAT}","version":${EXPORT_VERSION},"exportedAt":"${now.toISOString()}"`,
  );
  await json.write(`,"profile":${JSON.stringify(await profileOf(db, userId))}`);
  let openGroup: string | undefined;
  let firstInGroup = false;
  for (const section of SECTIONS) {
    if (openGroup !== section.group) {
      if (openGroup) await json.write('}');
      if (section.group) await json.write(`,"${section.group}":{`);
      openGroup = section.group;
      firstInGroup = true;
    }
    await json.write(`${section.group && firstInGroup ? '' : ','}"${section.key}":[`);
    firstInGroup = false;
    let count = 0;
    for await (const batch of section.batches(db, userId)) {
      for (const row of batch) await json.write(`${count++ === 0 ? '' : ','}${JSON.stringify(row)}`);
    }
    await json.write(']');
  }
  if (openGroup) await json.write('}');
  await json.write('}\n');
  json.end();
  await writeCsvs(db, userId, zip, drained);
  zip.end();
}

/** One CSV per kind; kinds that share a file (follows, recommendations) follow each other in it. */
async function writeCsvs(db: Db, userId: number, zip: Zip, drained: () => Promise<void>) {
  const files = new Map<string, ZipEntry>();
  for (const section of SECTIONS) {
    let entry = files.get(section.csv);
    if (!entry) {
      for (const open of files.values()) open.end();
      files.clear();
      entry = new ZipEntry(zip, section.csv, drained);
      files.set(section.csv, entry);
      await entry.write(`\uFEFF${csvLine(section.header)}`);
    }
    await writeCsvRows(db, userId, section, entry);
  }
  for (const open of files.values()) open.end();
}

async function writeCsvRows(db: Db, userId: number, section: Section, entry: ZipEntry) {
  for await (const batch of section.batches(db, userId)) {
    for (const row of batch) for (const line of section.csvLines(row)) await entry.write(csvLine(line));
  }
}

async function profileOf(db: Db, userId: number) {
  const [row] = await selectRows<Profile>(
    db,
    sql`select username, email, first_name, last_name, bio, website, is_private, allow_email, created_at
      from users where id = ${userId}`,
  );
  if (!row) throw new Error('the member is gone');
  return {
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    bio: row.bio,
    website: row.website,
    isPrivate: row.is_private,
    allowEmail: row.allow_email,
    createdAt: iso(row.created_at),
  };
}
