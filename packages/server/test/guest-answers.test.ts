import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { GuestAnswers } from '../src/graphql/guest-answers.ts';
import { publicCatalogCache, RELEASE_TTL_MS } from '../src/modules/catalog/public-cache.ts';
import { buildRelease, buildSession, buildSong } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const RELEASE_PAGE = /* GraphQL */ `
  query releaseQuery($id: ID!) {
    release(id: $id) {
      id title numberOfChecks currentUserHasChecked
      tracks { position title song { id } }
    }
  }
`;
type Page = { release: { title: string; numberOfChecks: number; currentUserHasChecked: boolean } | null };

const CHECK = 'mutation ($id: ID!) { checkRelease(releaseId: $id) { id numberOfChecks } }';

describe("guests' whole answers, kept between requests", () => {
  it('answers the same release query again with the same bytes, running nothing', async () => {
    const { release } = await buildRelease(server.current.db, { tracks: 3 });
    const id = String(release.id);
    const first = await server.current.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: RELEASE_PAGE, variables: { id } },
    });
    const second = await server.current.recorded<Page>(RELEASE_PAGE, { id });
    const third = await server.current.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: RELEASE_PAGE, variables: { id } },
    });
    expect(second.statements).toEqual([]);
    expect(third.body).toBe(first.body);
    expect(third.headers['content-type']).toBe(first.headers['content-type']);
    expect(String(third.headers['content-type'])).toMatch(/^application\/json/);
    // Asked for the GraphQL media type (as Apollo Client asks), answered in it.
    expect(second.body.data?.release?.title).toBe(release.title);
    const apollo = await server.current.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: RELEASE_PAGE, variables: { id } },
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(String(apollo.headers['content-type'])).toMatch(/^application\/graphql-response\+json/);
    expect(apollo.body).toBe(first.body);
  });

  it('forgets the answers naming a release when a member writes to it, and never serves or keeps a member', async () => {
    const { release } = await buildRelease(server.current.db, { tracks: 1 });
    const id = String(release.id);
    const { token } = await buildSession(server.current.db);
    const before = await server.current.graphql<Page>(RELEASE_PAGE, { id });
    expect(before.body.data?.release?.numberOfChecks).toBe(0);
    expect((await server.current.graphql(CHECK, { id }, { token })).body.errors).toBeUndefined();
    // The member's own read is theirs: their flag, read fresh.
    const member = await server.current.recorded<Page>(RELEASE_PAGE, { id }, { token });
    expect(member.body.data?.release).toMatchObject({ numberOfChecks: 1, currentUserHasChecked: true });
    expect(member.statements.length).toBeGreaterThan(0);
    // The next guest sees the new count (this process made the write) and no member's flag.
    const guest = await server.current.recorded<Page>(RELEASE_PAGE, { id });
    expect(guest.statements.length).toBeGreaterThan(0);
    expect(guest.body.data?.release).toMatchObject({ numberOfChecks: 1, currentUserHasChecked: false });
  });

  it('keeps only queries of releases that exist, answered without an error, apart by their variables', async () => {
    const { release: one } = await buildRelease(server.current.db);
    const { release: two } = await buildRelease(server.current.db);
    const song = await buildSong(server.current.db);
    const kept = () => publicCatalogCache(server.current.db).guestAnswers.size;
    const notKept = async (query: string, variables: Record<string, unknown>) => {
      const before = kept();
      const answer = await server.current.graphql<Record<string, unknown>>(query, variables);
      expect(kept()).toBe(before);
      return answer;
    };
    // Other variables, another answer.
    await server.current.graphql<Page>(RELEASE_PAGE, { id: String(one.id) });
    const other = await server.current.recorded<Page>(RELEASE_PAGE, { id: String(two.id) });
    expect(other.body.data?.release?.title).toBe(two.title);
    expect(other.statements.length).toBeGreaterThan(0);
    // A root that is not a release, beside one.
    await notKept('query ($id: ID!, $song: ID!) { release(id: $id) { id } song(id: $song) { id } }', {
      id: String(one.id),
      song: String(song.id),
    });
    await notKept('query ($id: ID!) { release(id: $id) { id } currentUser { id } }', { id: String(one.id) });
    // A release that does not exist (yet).
    const missing = await notKept(RELEASE_PAGE, { id: '999999999' });
    expect(missing.body.data).toEqual({ release: null });
    // An answer with an error.
    const refused = await notKept(
      'query ($id: ID!) { release(id: $id) { id logs(offset: -5) { pageInfo { totalCount } } } }',
      {
        id: String(one.id),
      },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.body.data).toBeDefined();
    // A mutation.
    const { token } = await buildSession(server.current.db);
    const checked = await notKept(CHECK, { id: String(one.id) });
    expect(checked.body.errors?.length ?? 0).toBeGreaterThan(0);
    await server.current.graphql(CHECK, { id: String(one.id) }, { token });
    const unchecked = 'mutation ($id: ID!) { uncheckRelease(releaseId: $id) { id numberOfChecks } }';
    const undone = await server.current.graphql<{ uncheckRelease: { numberOfChecks: number } }>(
      unchecked,
      { id: String(one.id) },
      { token },
    );
    expect(undone.body.data?.uncheckRelease.numberOfChecks).toBe(0);
  });

  it('answers a GET like a POST, each kept apart', async () => {
    const { release } = await buildRelease(server.current.db);
    const id = String(release.id);
    await server.current.graphql<Page>(RELEASE_PAGE, { id }, { method: 'GET' });
    const get = await server.current.recorded<Page>(RELEASE_PAGE, { id }, { method: 'GET' });
    expect(get.statements).toEqual([]);
    expect(get.body.data?.release?.title).toBe(release.title);
  });

  it('gives an answer past its time once more while it is replaced in the background, then the new one', async () => {
    const { release } = await buildRelease(server.current.db);
    const id = String(release.id);
    await server.current.graphql<Page>(RELEASE_PAGE, { id });
    // Renamed where this process does not see it (another server, a MusicBrainz sync).
    await server.current.db.execute(
      sql`update releases set title = 'Renamed Elsewhere' where id = ${release.id}`,
    );
    const now = performance.now.bind(performance);
    const later = vi.spyOn(performance, 'now').mockImplementation(() => now() + RELEASE_TTL_MS + 1_000);
    try {
      const stale = await server.current.graphql<Page>(RELEASE_PAGE, { id });
      expect(stale.body.data?.release?.title).toBe(release.title);
      await vi.waitFor(
        async () => {
          const fresh = await server.current.graphql<Page>(RELEASE_PAGE, { id });
          expect(fresh.body.data?.release?.title).toBe('Renamed Elsewhere');
        },
        { timeout: 30_000, interval: 50 },
      );
    } finally {
      later.mockRestore();
    }
  });
});

describe('GuestAnswers', () => {
  const answer = (body: string) => ({ body, contentType: 'application/json', storedAt: performance.now() });

  it('gives an answer while fresh, then as stale, and none past twice its time', async () => {
    const answers = new GuestAnswers(60);
    answers.set('k', answer('{}'), [7]);
    expect(answers.get('k')?.stale).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(answers.get('k')?.stale).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(answers.get('k')).toBeUndefined();
  });

  it('forgets the answers naming a release, and only those', () => {
    const answers = new GuestAnswers(60_000);
    answers.set('a', answer('1'), [1]);
    answers.set('b', answer('2'), [2]);
    answers.set('ab', answer('3'), [1, 2]);
    answers.forgetRelease(1);
    expect([answers.get('a'), answers.get('b'), answers.get('ab')].map((kept) => kept?.answer.body)).toEqual([
      undefined,
      '2',
      undefined,
    ]);
    answers.forgetRelease(2);
    expect(answers.size).toBe(0);
  });

  it('replaces one key once at a time', async () => {
    const answers = new GuestAnswers(60_000);
    let runs = 0;
    let finish = () => {};
    const refresh = () => {
      runs++;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    answers.replace('k', refresh);
    answers.replace('k', refresh);
    expect(runs).toBe(1);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    answers.replace('k', refresh);
    expect(runs).toBe(2);
  });
});
