import { beforeAll, describe, expect, it } from 'vitest';
import { buildArtist, buildList, buildRelease, buildSong, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const SEARCH = /* GraphQL */ `
  query Search($query: String!, $types: [SearchType!], $releaseOffsetIndex: Int, $songOffsetIndex: Int) {
    search(query: $query, types: $types, releaseOffsetIndex: $releaseOffsetIndex, songOffsetIndex: $songOffsetIndex) {
      releases { edges { node { id title artists { name } } } pageInfo { hasMore totalCount } }
      songs { edges { node { id title } } pageInfo { hasMore } }
      artists { edges { node { id name } } pageInfo { hasMore } }
      lists { edges { node { id name } } pageInfo { hasMore } }
      users { edges { node { id username } } pageInfo { hasMore } }
    }
  }
`;

const SUGGESTIONS = /* GraphQL */ `
  query SearchSuggestions($query: String!, $types: [SearchType!], $limit: Int) {
    searchSuggestions(query: $query, types: $types, limit: $limit) {
      releases { id title } songs { id title } artists { id name } lists { id name } users { id username }
    }
  }
`;

type Named = { id: string; title?: string; name?: string; username?: string; artists?: { name: string }[] };
type Conn = { edges: { node: Named }[]; pageInfo: { hasMore: boolean; totalCount?: number } };
type SearchData = { search: Record<'releases' | 'songs' | 'artists' | 'lists' | 'users', Conn> };
type SuggestionData = {
  searchSuggestions: Record<'releases' | 'songs' | 'artists' | 'lists' | 'users', Named[]>;
};

const titles = (conn: Conn) =>
  conn.edges.map((edge) => edge.node.title ?? edge.node.name ?? edge.node.username);

beforeAll(async () => {
  const db = server.current.db;
  const radiohead = await buildArtist(db, { name: 'Radiohead', numberOfFavorites: 50 });
  const sigur = await buildArtist(db, { name: 'Sigur Rós' });
  await buildRelease(db, { title: 'OK Computer', artists: [radiohead], numberOfChecks: 90 });
  await buildRelease(db, { title: 'Kid A', artists: [radiohead], numberOfChecks: 70 });
  await buildRelease(db, { title: 'Ágætis byrjun', artists: [sigur], numberOfChecks: 40 });
  await buildRelease(db, { title: 'Computer World', artistName: 'Kraftwerk', numberOfChecks: 10 });
  // Twenty-five same-named releases: paging and the popularity tie-break.
  for (let i = 0; i < 25; i++) {
    const band = await buildArtist(db, { name: `Band ${i}` });
    await buildRelease(db, { title: 'Untitled', artists: [band], numberOfChecks: i });
  }
  await buildSong(db, { title: 'Paranoid Android', artist: radiohead, numberOfChecks: 30 });
  await buildSong(db, { title: 'Hoppípolla', artist: sigur });
  await buildList(db, { name: 'Best of the Nineties', numberOfLikes: 3 });
  await buildUser(db, { username: 'computerlover' });
  await buildUser(db, { username: 'radioheadfan' });
});

async function search(query: string, variables: Record<string, unknown> = {}) {
  const result = await server.current.graphql<SearchData>(SEARCH, { query, ...variables });
  expect(result.body.errors).toBeUndefined();
  const data = result.body.data;
  if (!data) throw new Error('no data');
  return data.search;
}

describe('search', () => {
  it('ranks the exact title first and finds a release by artist and title together', async () => {
    expect(titles((await search('ok computer')).releases)[0]).toBe('OK Computer');
    expect(titles((await search('radiohead ok computer')).releases)[0]).toBe('OK Computer');
    expect(titles((await search('computer radiohead')).releases)[0]).toBe('OK Computer');
  });

  it('folds case and accents and forgives a typo or a missing letter', async () => {
    expect(titles((await search('AGAETIS BYRJUN')).releases)[0]).toBe('Ágætis byrjun');
    expect(titles((await search('ok comptuer')).releases)[0]).toBe('OK Computer');
    expect(titles((await search('radiohed')).artists)[0]).toBe('Radiohead');
    expect(titles((await search('hoppipola')).songs)[0]).toBe('Hoppípolla');
  });

  it('finds songs, artists, lists and members, and completes a prefix', async () => {
    const results = await search('paranoid andr');
    expect(titles(results.songs)).toEqual(['Paranoid Android']);
    expect(titles((await search('nineties')).lists)).toEqual(['Best of the Nineties']);
    expect(titles((await search('computerlov')).users)).toEqual(['computerlover']);
    expect(titles((await search('sigur')).artists)).toEqual(['Sigur Rós']);
  });

  it('pages each kind separately, ties going to the more popular item', async () => {
    const first = await search('untitled', { types: ['RELEASE'] });
    expect(first.releases.edges).toHaveLength(20);
    expect(first.releases.pageInfo.hasMore).toBe(true);
    expect(first.releases.edges[0]?.node.artists).toEqual([{ name: 'Band 24' }]);
    expect(first.songs.edges).toEqual([]);
    const more = await search('untitled', { types: ['RELEASE'], releaseOffsetIndex: 20 });
    expect(more.releases.edges.map((e) => e.node.artists?.[0]?.name)).toEqual([
      'Band 4',
      'Band 3',
      'Band 2',
      'Band 1',
      'Band 0',
    ]);
    expect(more.releases.pageInfo.hasMore).toBe(false);
  });

  it('answers any text without an error', async () => {
    const odd = ["'; drop table releases; --", '.*[(\\', '🎵🎶', '   ', '%_%', 'a'.repeat(5000)];
    for (const query of odd) await search(query);
    // Text no column can store (a NUL byte) is refused at the boundary, for search as for every variable.
    const nul = await server.current.graphql(SEARCH, { query: '\u0000x' });
    expect(nul.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'query' });
    expect(titles((await search(`ok computer${' '.repeat(300)}zzz`)).releases)[0]).toBe('OK Computer');
  });

  it('refuses a negative offset', async () => {
    const result = await server.current.graphql(SEARCH, { query: 'x', releaseOffsetIndex: -1 });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

const COUNTS = /* GraphQL */ `
  query SearchCounts($query: String!) {
    search(query: $query, types: []) {
      counts {
        releases { count capped } songs { count capped } artists { count capped }
        lists { count capped } users { count capped }
      }
    }
  }
`;

type Count = { count: number; capped: boolean };
type CountsData = { search: { counts: Record<'releases' | 'songs' | 'artists' | 'lists' | 'users', Count> } };

describe('search counts', () => {
  it("counts every kind's results for the tabs, whatever kinds are paged, in one statement per kind", async () => {
    const { body, statements } = await server.current.recorded<CountsData>(COUNTS, { query: 'radiohead' });
    expect(body.errors).toBeUndefined();
    const counts = body.data?.search.counts;
    expect(counts).toEqual({
      releases: { count: 2, capped: false },
      songs: { count: 1, capped: false },
      artists: { count: 1, capped: false },
      lists: { count: 0, capped: false },
      users: { count: 1, capped: false },
    });
    // prepare + 5 counts, no ranking, no hydration
    expect(statements.length).toBeLessThanOrEqual(6);
    const untitled = await server.current.graphql<CountsData>(COUNTS, { query: 'untitled' });
    expect(untitled.body.data?.search.counts.releases).toEqual({ count: 25, capped: false });
  });

  it('counts the same results the pages hold', async () => {
    const [counted, paged] = await Promise.all([
      server.current.graphql<CountsData>(COUNTS, { query: 'computer' }),
      search('computer', { types: ['RELEASE', 'USER'] }),
    ]);
    expect(counted.body.data?.search.counts.releases.count).toBe(paged.releases.pageInfo.totalCount);
    expect(counted.body.data?.search.counts.users.count).toBe(paged.users.edges.length);
  });
});

describe('searchSuggestions', () => {
  it('answers releases only by default, 10 at most', async () => {
    const result = await server.current.graphql<SuggestionData>(SUGGESTIONS, { query: 'untitled' });
    const data = result.body.data?.searchSuggestions;
    expect(data?.releases).toHaveLength(10);
    expect(data?.songs).toEqual([]);
  });

  it('answers every asked kind and hydrates with a bounded number of statements', async () => {
    const { body, statements } = await server.current.recorded<SuggestionData>(SUGGESTIONS, {
      query: 'radiohead',
      types: ['RELEASE', 'SONG', 'ARTIST', 'LIST', 'USER'],
    });
    const data = body.data?.searchSuggestions;
    expect(data?.artists.map((a) => a.name)).toEqual(['Radiohead']);
    expect(data?.users.map((u) => u.username)).toEqual(['radioheadfan']);
    expect(data?.releases.map((r) => r.title).sort()).toEqual(['Kid A', 'OK Computer']);
    // prepare + 5 rankings + 5 hydrations
    expect(statements.length).toBeLessThanOrEqual(11);
  });

  it("reads a query's words once: the same text asked again spends only the ranking", async () => {
    const ask = () =>
      server.current.recorded<SuggestionData>(SUGGESTIONS, { query: 'Kid  a', types: ['ARTIST'] });
    const first = await ask();
    const again = await ask();
    expect(again.body).toEqual(first.body);
    const preparing = (sqls: { sql: string }[]) => sqls.filter((s) => s.sql.includes('search_terms')).length;
    expect(preparing(first.statements)).toBe(1);
    expect(preparing(again.statements)).toBe(0);
    expect(again.statements.length).toBe(first.statements.length - 1);
  });
});
