import { describe, expect, it } from 'vitest';
import {
  buildCheck,
  buildFollow,
  buildList,
  buildRelease,
  buildSession,
  buildSong,
  buildSubscription,
  buildUser,
} from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const USER = /* GraphQL */ `
  query UserForProfile($username: String!) {
    user(username: $username) {
      id username link avatar email
      isSupporter isPastDueSupporter isFAN isVIP
      isFollowedByCurrentUser isFollowingCurrentUser isFriendsWithCurrentUser
      favoriteReleasesList { id } favoriteSongsList { id }
      recentActivity(limit: 5) { date rating item { __typename ... on Release { title } ... on Song { title } } }
    }
  }
`;

type UserPage = {
  user: {
    username: string;
    avatar: string;
    email: string | null;
    isSupporter: boolean;
    isPastDueSupporter: boolean;
    isFAN: boolean;
    isVIP: boolean;
    isFollowedByCurrentUser: boolean;
    isFollowingCurrentUser: boolean;
    isFriendsWithCurrentUser: boolean;
    favoriteReleasesList: { id: string } | null;
    favoriteSongsList: { id: string } | null;
    recentActivity: { rating: number | null; item: { __typename: string; title: string } }[];
  } | null;
};

describe('user(username)', () => {
  it('answers the profile, case-insensitively, with a drawn avatar and no email for others', async () => {
    const { db } = server.current;
    const user = await buildUser(db, { username: 'MixedCase' });
    const { body } = await server.current.graphql<UserPage>(USER, { username: 'mixedcase' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.user).toMatchObject({
      username: 'MixedCase',
      avatar: '/covers/users/MixedCase.svg',
      email: null,
      isSupporter: false,
      favoriteReleasesList: null,
    });
    const own = await buildSession(db, { user });
    const self = await server.current.graphql<UserPage>(
      USER,
      { username: 'MixedCase' },
      { token: own.token },
    );
    expect(self.body.data?.user?.email).toBe(user.email);
  });

  it('answers null for an unknown username', async () => {
    const { body } = await server.current.graphql(USER, { username: 'nobody-here' });
    expect(body).toEqual({ data: { user: null } });
  });

  it('reads supporter flags from subscriptions', async () => {
    const { db } = server.current;
    const vip = await buildSubscription(db, { status: 'active', tier: 'VIP' });
    const late = await buildSubscription(db, { status: 'past_due', tier: 'FAN' });
    const a = await server.current.graphql<UserPage>(USER, { username: vip.username });
    expect(a.body.data?.user).toMatchObject({
      isSupporter: true,
      isVIP: true,
      isFAN: false,
      isPastDueSupporter: false,
    });
    const b = await server.current.graphql<UserPage>(USER, { username: late.username });
    expect(b.body.data?.user).toMatchObject({ isSupporter: false, isPastDueSupporter: true, isFAN: true });
  });

  it('shows follow flags relative to the signed-in member', async () => {
    const { db } = server.current;
    const { token, user: me } = await buildSession(db);
    const friend = await buildUser(db);
    const fan = await buildUser(db);
    await buildFollow(db, me, friend);
    await buildFollow(db, friend, me);
    await buildFollow(db, fan, me);
    const f = await server.current.graphql<UserPage>(USER, { username: friend.username }, { token });
    expect(f.body.data?.user).toMatchObject({
      isFollowedByCurrentUser: true,
      isFollowingCurrentUser: true,
      isFriendsWithCurrentUser: true,
    });
    const g = await server.current.graphql<UserPage>(USER, { username: fan.username }, { token });
    expect(g.body.data?.user).toMatchObject({
      isFollowedByCurrentUser: false,
      isFollowingCurrentUser: true,
      isFriendsWithCurrentUser: false,
    });
    const guest = await server.current.graphql<UserPage>(USER, { username: friend.username });
    expect(guest.body.data?.user?.isFriendsWithCurrentUser).toBe(false);
  });

  it('lists recent checks of releases and songs and the favourite lists', async () => {
    const { db } = server.current;
    const user = await buildUser(db);
    const { release } = await buildRelease(db, { title: 'Older' });
    const song = await buildSong(db, { title: 'Newer' });
    await buildCheck(db, { user, release, checkedAt: new Date('2025-01-01T00:00:00Z'), rating: 2 });
    await buildCheck(db, { user, song, checkedAt: new Date('2025-02-01T00:00:00Z') });
    const favorites = await buildList(db, { user, favoriteKind: 'favorite-releases', items: [{ release }] });
    const { body } = await server.current.graphql<UserPage>(USER, { username: user.username });
    expect(body.data?.user?.recentActivity).toEqual([
      { date: '2025-02-01T00:00:00.000Z', rating: null, item: { __typename: 'Song', title: 'Newer' } },
      { date: '2025-01-01T00:00:00.000Z', rating: 2, item: { __typename: 'Release', title: 'Older' } },
    ]);
    expect(body.data?.user?.favoriteReleasesList).toEqual({ id: String(favorites.id) });
    expect(body.data?.user?.favoriteSongsList).toBeNull();
  });
});

describe('currentUser', () => {
  it('is the signed-in member', async () => {
    const { token, user } = await buildSession(server.current.db);
    const { body } = await server.current.graphql(
      '{ currentUser { id username isAdmin isSupporter } }',
      {},
      { token },
    );
    expect(body.data).toEqual({
      currentUser: { id: String(user.id), username: user.username, isAdmin: false, isSupporter: false },
    });
  });
});
