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

  it('gives an answer in its last third while it is replaced in the background, then the new one', async () => {
    const { release } = await buildRelease(server.current.db);
    const id = String(release.id);
    await server.current.graphql<Page>(RELEASE_PAGE, { id });
    // Renamed where this process does not see it (another server, a MusicBrainz sync).
    await server.current.db.execute(
      sql`update releases set title = 'Renamed Elsewhere' where id = ${release.id}`,
    );
    const now = performance.now.bind(performance);
    const later = vi.spyOn(performance, 'now').mockImplementation(() => now() + (RELEASE_TTL_MS * 3) / 4);
    try {
      const kept = await server.current.graphql<Page>(RELEASE_PAGE, { id });
      expect(kept.body.data?.release?.title).toBe(release.title);
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

  it("never gives an answer older than its release's guest copy may be", async () => {
    const { release } = await buildRelease(server.current.db);
    const id = String(release.id);
    // The guest copy is made 20 s before the answer: the answer ends with it, 10 s later.
    const now = performance.now.bind(performance);
    let shift = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now() + shift);
    // lru-cache keeps the time it last read for a millisecond (its ttlResolution), reset by a timer.
    const moveClock = async (ms: number) => {
      shift = ms;
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      await server.current.graphql(`query ($id: ID!) { release(id: $id) { id } }`, { id });
      await moveClock(20_000);
      await server.current.graphql<Page>(RELEASE_PAGE, { id });
      await server.current.db.execute(
        sql`update releases set title = 'Renamed Elsewhere' where id = ${release.id}`,
      );
      await moveClock(RELEASE_TTL_MS + 500);
      const after = await server.current.graphql<Page>(RELEASE_PAGE, { id });
      expect(after.body.data?.release?.title).toBe('Renamed Elsewhere');
    } finally {
      clock.mockRestore();
    }
  });
});

describe('GuestAnswers', () => {
  const noCopies = { remainingMs: () => 0, forget: () => {} };

  it('gives an answer while it lasts, asks for its replacement in its last third, and none after', () => {
    const now = performance.now.bind(performance);
    let shift = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now() + shift);
    try {
      const answers = new GuestAnswers(90_000, noCopies);
      answers.set('k', '{}', 'application/json', [7]);
      expect(answers.get('k')?.refresh).toBe(false);
      shift = 70_000;
      expect(answers.get('k')?.refresh).toBe(true);
      shift = 91_000;
      expect(answers.get('k')).toBeUndefined();
    } finally {
      clock.mockRestore();
    }
  });

  it('ends an answer with the first of its copies, and drops them when it is replaced', () => {
    const forgotten: number[] = [];
    const answers = new GuestAnswers(60_000, {
      remainingMs: (id) => (id === 2 ? 5_000 : 0),
      forget: (id) => forgotten.push(id),
    });
    answers.set('k', '{}', 'application/json', [1, 2]);
    expect(answers.get('k')?.refresh).toBe(true);
    answers.replace('k', async () => {});
    expect(forgotten).toEqual([1, 2]);
  });

  it('forgets the answers naming a release, and only those', () => {
    const answers = new GuestAnswers(60_000, noCopies);
    answers.set('a', '1', 'application/json', [1]);
    answers.set('b', '2', 'application/json', [2]);
    answers.set('ab', '3', 'application/json', [1, 2]);
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
    const answers = new GuestAnswers(60_000, noCopies);
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
