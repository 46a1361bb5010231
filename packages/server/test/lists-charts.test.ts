import { describe, expect, it } from 'vitest';
import { refreshCharts } from '../src/modules/lists/commands/refresh-charts.ts';
import { setListOfficial } from '../src/modules/lists/commands/set-list-official.ts';
import { counterMismatches, NO_MISMATCHES } from './counter-checks.ts';
import { buildCheck, buildList, buildRelease, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

describe('the charts list', () => {
  it('is created when missing, ranks releases by checks and ratings, and keeps its id', async () => {
    const { db } = server.current;
    const [a, b, c] = await Promise.all([buildRelease(db), buildRelease(db), buildRelease(db)]);
    const [u1, u2, u3] = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
    await buildCheck(db, { user: u1, release: b.release });
    await buildCheck(db, { user: u2, release: b.release });
    await buildCheck(db, { user: u1, release: a.release, rating: 5 });
    await buildCheck(db, { user: u2, release: a.release, rating: 5 });
    await buildCheck(db, { user: u3, release: c.release, rating: 1 });
    const first = await refreshCharts(db);
    expect(first.items).toBe(3);
    const read = async () =>
      (
        await server.current.graphql<{
          chartsList: {
            id: string;
            isOfficial: boolean;
            items: { edges: { node: { item: { id: string } } }[] };
          };
        }>('{ chartsList { id isOfficial items { edges { node { item { ... on Release { id } } } } } } }')
      ).body.data?.chartsList;
    const chart = await read();
    expect(chart?.isOfficial).toBe(true);
    expect(chart?.items.edges.map((edge) => Number(edge.node.item.id))).toEqual([
      a.release.id,
      b.release.id,
      c.release.id,
    ]);
    await buildCheck(db, { user: u3, release: b.release, rating: 5 });
    await buildCheck(db, { user: await buildUser(db), release: b.release });
    const second = await refreshCharts(db);
    expect(second.listId).toBe(first.listId);
    expect((await read())?.items.edges.map((edge) => Number(edge.node.item.id))[0]).toBe(b.release.id);
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });

  it('list:official marks a list official and back', async () => {
    const { db } = server.current;
    const list = await buildList(db);
    expect((await setListOfficial(db, list.id, true))?.isOfficial).toBe(true);
    expect((await setListOfficial(db, list.id, false))?.isOfficial).toBe(false);
    expect(await setListOfficial(db, 999_999, true)).toBeNull();
  });
});
