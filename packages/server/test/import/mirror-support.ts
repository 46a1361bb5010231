import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { databaseUrl, quoteIdent, withAdminClient } from '../admin-db.ts';

/** Test helpers for the mirror import's tests (not a test file itself). */
const FIXTURES = new URL('../fixtures/musicbrainz-mirror/', import.meta.url);

export type ScratchMirror = {
  url: string;
  /** Runs SQL on the mirror (search_path musicbrainz), as replication would change it. */
  exec(text: string): Promise<void>;
  drop(): Promise<void>;
};

/**
 * A scratch MusicBrainz mirror on TEST_DATABASE_URL's server: a new database with the schema
 * subset (MusicBrainz's own table definitions) and the fixture rows.
 */
export async function createScratchMirror(): Promise<ScratchMirror> {
  const name = `earmark_mirror_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${quoteIdent(name)}`));
  const url = databaseUrl(name);
  const client = new pg.Client({ connectionString: url, options: '-c search_path=musicbrainz' });
  await client.connect();
  for (const file of ['schema.sql', 'rows.sql'])
    await client.query(readFileSync(new URL(file, FIXTURES), 'utf8'));
  return {
    url,
    async exec(text) {
      await client.query(text);
    },
    async drop() {
      await client.end();
      await withAdminClient((admin) =>
        admin.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      );
    },
  };
}
