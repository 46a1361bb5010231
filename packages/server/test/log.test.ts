import { describe, expect, it } from 'vitest';
import { logUpvotes } from '../src/db/schema/index.ts';
import { buildLog, buildRelease, buildSession, buildSong, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const LOG = /* GraphQL */ `
  query logQuery($id: ID!) {
    log(id: $id) {
      id link itemId itemType rawDate dateText dateFull rating review hasWriting
      isCurrentUsers currentUserCreated upvoteCount { review gratitude } currentUserUpvotes { review gratitude }
      user { username }
      item { __typename ... on Release { title } ... on Song { title } }
    }
  }
`;

describe('log(id)', () => {
  it('answers a reflection with its item, dates and upvotes', async () => {
    const { db } = server.current;
    const author = await buildUser(db, { username: 'writer' });
    const { release } = await buildRelease(db, { title: 'Reflected' });
    const log = await buildLog(db, {
      user: author,
      release,
      date: '2025-10-05',
      rating: 3.5,
      review: 'Deep and warm.',
      reviewUpvoteCount: 1,
    });
    const { token, user } = await buildSession(db);
    await db.insert(logUpvotes).values({ logId: log.id, userId: user.id, type: 'review' });

    const { body } = await server.current.graphql(LOG, { id: String(log.id) }, { token });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      log: {
        id: String(log.id),
        link: `/reflections/${log.id}`,
        itemId: String(release.id),
        itemType: 'RELEASE',
        rawDate: '2025-10-05',
        dateText: 'Oct 5, 2025',
        dateFull: 'Sunday, October 5, 2025',
        rating: 3.5,
        review: 'Deep and warm.',
        hasWriting: true,
        isCurrentUsers: false,
        currentUserCreated: false,
        upvoteCount: { review: 1, gratitude: 0 },
        currentUserUpvotes: { review: true, gratitude: false },
        user: { username: 'writer' },
        item: { __typename: 'Release', title: 'Reflected' },
      },
    });
    const own = await buildSession(db, { user: author });
    const mine = await server.current.graphql<{ log: { isCurrentUsers: boolean } }>(
      LOG,
      { id: String(log.id) },
      { token: own.token },
    );
    expect(mine.body.data?.log.isCurrentUsers).toBe(true);
  });

  it('answers a song log and null for missing or malformed ids', async () => {
    const song = await buildSong(server.current.db, { title: 'Hummed' });
    const log = await buildLog(server.current.db, { song });
    const { body } = await server.current.graphql<{ log: { item: { title: string }; hasWriting: boolean } }>(
      LOG,
      {
        id: String(log.id),
      },
    );
    expect(body.data?.log).toMatchObject({
      itemType: 'SONG',
      hasWriting: false,
      item: { __typename: 'Song', title: 'Hummed' },
    });
    for (const id of ['999999', '1e3']) {
      const missing = await server.current.graphql(LOG, { id });
      expect(missing.body).toEqual({ data: { log: null } });
    }
  });
});
