import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/main.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDb } from '../src/db/open-db.ts';
import { setUserRole } from '../src/modules/accounts/commands/set-user-role.ts';
import { buildSession, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();
const ROLES = `{ currentUser { isAdmin isSupport } }`;

describe('setUserRole', () => {
  it('grants admin and support, and none removes both; the member sees it in currentUser', async () => {
    const { db } = server.current;
    const user = await buildUser(db, { username: 'RoleHolder' });
    const { token } = await buildSession(db, { user });
    expect(await setUserRole(db, 'roleholder', 'admin')).toMatchObject({ isAdmin: true, isSupport: false });
    expect(await setUserRole(db, 'ROLEHOLDER', 'support')).toMatchObject({ isAdmin: true, isSupport: true });
    expect((await server.current.graphql(ROLES, {}, { token })).body.data).toEqual({
      currentUser: { isAdmin: true, isSupport: true },
    });
    expect(await setUserRole(db, 'RoleHolder', 'none')).toMatchObject({ isAdmin: false, isSupport: false });
    expect(await setUserRole(db, 'nobody-at-all', 'admin')).toBeNull();
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('npm run cli -- user:role', () => {
  it('changes the role in the configured database and refuses bad arguments', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'earmark-cli-'));
    const lines: string[] = [];
    const context = {
      config: loadConfig({ DATA_DIR: dataDir }),
      out: (l: string) => lines.push(l),
      err: (l: string) => lines.push(l),
    };
    try {
      const opened = await openDb({ dataDir });
      await migrate(opened);
      await buildUser(opened.db, { username: 'cli_member' });
      await opened.close();
      expect(await runCli(['user:role', 'cli_member', 'admin'], context)).toBe(0);
      expect(lines.at(-1)).toBe('cli_member: admin.');
      expect(await runCli(['user:role', 'cli_member', 'none'], context)).toBe(0);
      expect(lines.at(-1)).toBe('cli_member: no role.');
      expect(await runCli(['user:role', 'cli_member', 'owner'], context)).toBe(2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
