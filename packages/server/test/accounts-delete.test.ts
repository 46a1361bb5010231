import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/select-rows.ts';
import { updateCounters } from '../src/seed/counters.ts';
import {
  buildDoomedMember,
  buildMemberActivity,
  DOOMED_PASSWORD,
  dumpDatabase,
} from './accounts-delete-fixture.ts';
import {
  accountRows,
  clientIp,
  errorOf,
  type Grant,
  LOGIN,
  RESET_REQUEST,
  signUp,
} from './accounts-helpers.ts';
import { useTestServer } from './test-server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'earmark-delete-'));
const server = useTestServer({ dataDir, trustProxy: '127.0.0.1' });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const DELETE_USER = /* GraphQL */ `mutation deleteUser($userId: ID!) { deleteUser(userId: $userId) }`;

/** Rows of `table` in the dump without the ones matching `drop`. */
const without = (rows: string[] | undefined, drop: (row: Record<string, unknown>) => boolean) =>
  (rows ?? []).filter((row) => !drop(JSON.parse(row) as Record<string, unknown>));

describe('deleteUser', () => {
  it('removes everything the member created but their non-personal lists, in every table', async () => {
    const { db } = server.current;
    const world = await buildDoomedMember(db);
    const { member, keptList } = world;
    await updateCounters(db);
    const before = await dumpDatabase(db);

    await buildMemberActivity(db, world);
    await updateCounters(db);
    const headers = clientIp();
    await server.current.graphql(
      LOGIN,
      { usernameOrEmail: member.username, password: 'wrong-guess-1' },
      { headers },
    );
    await server.current.graphql(RESET_REQUEST, { email: member.email });
    const login = await server.current.graphql<{ login: Grant }>(
      LOGIN,
      { usernameOrEmail: member.email, password: DOOMED_PASSWORD },
      { headers },
    );
    const token = login.body.data?.login.token ?? '';

    const { body } = await server.current.graphql(DELETE_USER, { userId: String(member.id) }, { token });
    expect(body).toEqual({ data: { deleteUser: true } });
    const after = await dumpDatabase(db);

    // Every table is accounted for: the same tables, and each holds what it held before the
    // member's activity, except the member's own row, the placeholder and the kept list's credit.
    expect(Object.keys(after)).toEqual(Object.keys(before));
    const [placeholder] = await selectRows<{ id: number; number_of_lists: number }>(
      db,
      sql`select id, number_of_lists from users where is_placeholder`,
    );
    expect(placeholder?.number_of_lists).toBe(1);
    for (const table of Object.keys(before)) {
      if (table === 'users') {
        expect(without(after.users, (u) => u.is_placeholder === true)).toEqual(
          without(before.users, (u) => u.id === member.id),
        );
      } else if (table === 'lists') {
        const moved = (rows: string[] | undefined, creator: number) =>
          (rows ?? []).map((row) => {
            const list = JSON.parse(row) as Record<string, unknown>;
            return list.id === keptList.id ? { ...list, created_by_user_id: creator } : list;
          });
        expect(moved(after.lists, 0)).toEqual(moved(before.lists, 0));
        expect(after.lists?.some((row) => JSON.parse(row).created_by_user_id === placeholder?.id)).toBe(true);
      } else if (table === 'rate_limit_buckets') {
        // Only counters of client addresses stay (login attempts, fair sharing's database time):
        // none names the member.
        const ofAddresses = (key: string) => key.startsWith('login-ip:') || key.startsWith('db-ms:address:');
        expect(without(after[table], (b) => ofAddresses(String(b.key)))).toEqual(
          without(before[table], (b) => ofAddresses(String(b.key))),
        );
      } else if (table === 'catalog_counts') {
        // Slot counters (migration 0017): each count is the sum of its slots, and which slot a
        // change lands in depends on the connection that made it.
        const sums = (rows: string[] | undefined) => {
          const byName: Record<string, number> = {};
          for (const row of rows ?? []) {
            const { name, count } = JSON.parse(row) as { name: string; count: number };
            byName[name] = (byName[name] ?? 0) + Number(count);
          }
          return byName;
        };
        expect(sums(after[table])).toEqual(sums(before[table]));
      } else if (table === 'search_terms') {
        // The search lexicon keeps the words of every name ever indexed (here the deleted lists'
        // names); it links to no member, and the check below proves none of theirs is in it.
        expect(after[table]).toEqual(expect.arrayContaining(before[table] ?? []));
      } else {
        expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
      }
    }
    const everything = JSON.stringify(after);
    expect(everything).not.toContain(member.username);
    expect(everything).not.toContain(member.email);
    expect(everything).not.toContain('Vanessa');
    // The counters left are the true counts of what remains.
    await updateCounters(db);
    // (Fair sharing keeps counting the test's addresses' database time meanwhile.)
    const counters = (dump: Awaited<ReturnType<typeof dumpDatabase>>) => ({
      ...dump,
      rate_limit_buckets: without(dump.rate_limit_buckets, (b) => String(b.key).startsWith('db-ms:address:')),
    });
    expect(counters(await dumpDatabase(db))).toEqual(counters(after));
  });

  it('ends the session: the deleted member is signed out', async () => {
    const member = await signUp(server.current);
    const me = await server.current.graphql<{ currentUser: { id: string } }>(
      `{ currentUser { id } }`,
      {},
      { token: member.token },
    );
    const id = me.body.data?.currentUser.id ?? '';
    await server.current.graphql(DELETE_USER, { userId: id }, { token: member.token });
    const after = await server.current.graphql(`{ currentUser { id } }`, {}, { token: member.token });
    expect(errorOf(after.body).code).toBe('UNAUTHENTICATED');
    const again = await server.current.graphql(
      LOGIN,
      { usernameOrEmail: member.username, password: member.password },
      { headers: clientIp() },
    );
    expect(errorOf(again.body).code).toBe('INVALID_CREDENTIALS');
  });

  it("refuses another member's account (FORBIDDEN) and a guest (LOGGED_OUT), changing nothing", async () => {
    const victim = await signUp(server.current);
    const attacker = await signUp(server.current);
    const [row] = await selectRows<{ id: number }>(
      server.current.db,
      sql`select id from users where username = ${victim.username}`,
    );
    const before = await accountRows(server.current.db);
    const forbidden = await server.current.graphql(
      DELETE_USER,
      { userId: String(row?.id) },
      { token: attacker.token },
    );
    expect(errorOf(forbidden.body).code).toBe('FORBIDDEN');
    const guest = await server.current.graphql(DELETE_USER, { userId: String(row?.id) });
    expect(errorOf(guest.body).code).toBe('LOGGED_OUT');
    expect(await accountRows(server.current.db)).toBe(before);
  });
});
