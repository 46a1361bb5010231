import { describe, expect, it } from 'vitest';
import { buildRelease, buildSession, buildSong } from './factories.ts';
import { memberChecks, releaseCounts, songCounts } from './listening-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();
const MEMBERS = 50;

async function members(count: number) {
  const { db } = server.current;
  return Promise.all(Array.from({ length: count }, () => buildSession(db)));
}

describe('counters under concurrent writes', () => {
  it('50 members checking one release at once, twice, count exactly 50 checks', async () => {
    const { db } = server.current;
    const { release } = await buildRelease(db);
    const sessions = await members(MEMBERS);
    const round = () =>
      Promise.all(
        sessions.map(({ token }) =>
          server.current.graphql(
            `mutation { checkRelease(releaseId: "${release.id}") { id } }`,
            {},
            { token },
          ),
        ),
      );
    const results = [...(await round()), ...(await round())];
    expect(results.every((r) => r.body.errors === undefined)).toBe(true);
    expect((await releaseCounts(db, release.id)).numberOfChecks).toBe(MEMBERS);
    const checks = await Promise.all(sessions.map(({ user }) => memberChecks(db, user.id)));
    expect(checks.every((n) => n === 1)).toBe(true);
  });

  it('50 members liking one song at once, each twice in parallel, count exactly 50 likes and checks', async () => {
    const { db } = server.current;
    const song = await buildSong(db);
    const sessions = await members(MEMBERS);
    const like = (token: string) =>
      server.current.graphql(
        `mutation { likeItem(itemId: "${song.id}", itemType: SONG) { __typename } }`,
        {},
        { token },
      );
    const results = await Promise.all(sessions.flatMap(({ token }) => [like(token), like(token)]));
    expect(results.every((r) => r.body.errors === undefined)).toBe(true);
    const counts = await songCounts(db, song.id);
    expect({ likes: counts.numberOfLikes, checks: counts.numberOfChecks }).toEqual({
      likes: MEMBERS,
      checks: MEMBERS,
    });
  });

  it('concurrent love and like by 50 members end with likes + loves = 50', async () => {
    const { db } = server.current;
    const { release } = await buildRelease(db);
    const sessions = await members(MEMBERS);
    const write = (token: string, name: string) =>
      server.current.graphql(
        `mutation { ${name}(itemId: "${release.id}", itemType: RELEASE) { __typename } }`,
        {},
        { token },
      );
    await Promise.all(sessions.flatMap(({ token }) => [write(token, 'likeItem'), write(token, 'loveItem')]));
    const counts = await releaseCounts(db, release.id);
    expect(counts.numberOfLikes + counts.numberOfLoves).toBe(MEMBERS);
    expect(counts.numberOfChecks).toBe(MEMBERS);
  });
});
