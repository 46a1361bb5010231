import { describe, expect, it } from 'vitest';
import {
  buildArtist,
  buildCheck,
  buildList,
  buildLog,
  buildRelease,
  buildSession,
  buildUser,
} from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const RELEASE_PAGE = /* GraphQL */ `
  query releaseQuery($id: ID!) {
    release(id: $id) {
      id title year link image thumb primaryType secondaryTypes tracksCount
      artists { id name link image joinPhrase }
      tracks { position title duration artists { name } song { id preventUncheck } }
      numberOfChecks currentUserHasChecked currentUserRating currentUserHasLiked isPurpleCheck
      currentUserHasLogged currentUserLogs { id }
      logs { edges { node { id rating user { username } } } pageInfo { hasMore totalCount } }
      lists { pageInfo { totalCount } }
      users { edges { node { username } } pageInfo { totalCount } }
    }
  }
`;

type ReleasePage = {
  release: {
    id: string;
    title: string;
    image: string;
    tracksCount: number;
    tracks: { position: number; song: { id: string } }[];
    artists: { name: string; joinPhrase: string }[];
    currentUserHasChecked: boolean;
    currentUserRating: number | null;
    currentUserHasLiked: boolean;
    isPurpleCheck: boolean;
    currentUserHasLogged: boolean;
    logs: { pageInfo: { totalCount: number } };
    lists: { pageInfo: { totalCount: number } };
    users: { edges: { node: { username: string } }[] };
  } | null;
};

describe('release(id)', () => {
  it('answers a release with its credits, tracks and a drawn cover', async () => {
    const { db } = server.current;
    const a = await buildArtist(db, { name: 'Alpha' });
    const b = await buildArtist(db, { name: 'Beta' });
    const { release } = await buildRelease(db, {
      title: 'First Light',
      year: 1999,
      artists: [a, b],
      tracks: 3,
    });
    const { status, body } = await server.current.graphql<ReleasePage>(RELEASE_PAGE, {
      id: String(release.id),
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.release).toMatchObject({
      id: String(release.id),
      title: 'First Light',
      image: `/covers/releases/${release.id}.svg`,
      tracksCount: 3,
      artists: [
        { name: 'Alpha', joinPhrase: ' & ' },
        { name: 'Beta', joinPhrase: '' },
      ],
    });
    expect(body.data?.release?.tracks.map((track) => track.position)).toEqual([1, 2, 3]);
  });

  it('answers null for a missing or malformed id', async () => {
    for (const id of ['999999', 'abc', '-1', '1.5', '99999999999999']) {
      const { status, body } = await server.current.graphql<ReleasePage>(RELEASE_PAGE, { id });
      expect(status).toBe(200);
      expect(body).toEqual({ data: { release: null } });
    }
  });

  it("shows the signed-in member's flags, and none to a guest", async () => {
    const { db } = server.current;
    const { release } = await buildRelease(db);
    const { token, user } = await buildSession(db);
    await buildCheck(db, { user, release, rating: 4.5, reaction: 'LIKED', purpleCheck: true });
    await buildLog(db, { user, release, rating: 4.5, review: 'Lovely' });
    await buildList(db, { items: [{ release }] });
    await buildCheck(db, { user: await buildUser(db, { username: 'otherlistener' }), release });

    const member = await server.current.graphql<ReleasePage>(
      RELEASE_PAGE,
      { id: String(release.id) },
      { token },
    );
    expect(member.body.data?.release).toMatchObject({
      currentUserHasChecked: true,
      currentUserRating: 4.5,
      currentUserHasLiked: true,
      isPurpleCheck: true,
      currentUserHasLogged: true,
      logs: { pageInfo: { totalCount: 1 } },
      lists: { pageInfo: { totalCount: 1 } },
    });
    expect(member.body.data?.release?.users.edges).toHaveLength(2);

    const guest = await server.current.graphql<ReleasePage>(RELEASE_PAGE, { id: String(release.id) });
    expect(guest.body.data?.release).toMatchObject({
      currentUserHasChecked: false,
      currentUserRating: null,
      currentUserHasLiked: false,
      isPurpleCheck: false,
      currentUserHasLogged: false,
    });
  });
});
