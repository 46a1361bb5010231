import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.ts';
import { openDb } from '../src/db/open-db.ts';
import { databaseUrl, quoteIdent, withAdminClient } from './admin-db.ts';

declare module 'vitest' {
  interface ProvidedContext {
    templateDatabase: string | null;
    /** api-pglite: a tarball of a migrated PGlite data directory that each test file loads. */
    pgliteSnapshot: string | null;
  }
}

/** Migrates one in-memory PGlite and dumps it, so test files skip the migrations. */
async function pgliteSnapshot(): Promise<{ file: string; remove: () => void }> {
  const opened = await openDb({});
  try {
    await migrate(opened);
    const blob = await opened.dumpDataDir?.();
    if (!blob) throw new Error('PGlite cannot dump its data directory');
    const dir = mkdtempSync(path.join(tmpdir(), 'earmark-pglite-'));
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await opened.close();
  }
}

/**
 * For api-postgres: one migrated template database per run, which each test file clones (fast);
 * dropped at the end. For api-pglite: one migrated data directory that each file loads in memory.
 */
export default async function setup(project: TestProject) {
  if (!project.name.startsWith('api-postgres')) {
    const snapshot = await pgliteSnapshot();
    project.provide('templateDatabase', null);
    project.provide('pgliteSnapshot', snapshot.file);
    return snapshot.remove;
  }
  project.provide('pgliteSnapshot', null);
  const template = `earmark_template_${process.pid}`;
  await withAdminClient(async (client) => {
    await client.query(`drop database if exists ${quoteIdent(template)}`);
    await client.query(`create database ${quoteIdent(template)}`);
  });
  const opened = await openDb({ databaseUrl: databaseUrl(template), poolSize: 1 });
  try {
    await migrate(opened);
  } finally {
    await opened.close();
  }
  project.provide('templateDatabase', template);

  return async () => {
    await withAdminClient(async (client) => {
      await client.query(`drop database if exists ${quoteIdent(template)} with (force)`);
    });
  };
}
