import { describe, expect, it } from 'vitest';
import { buildCheck, buildList, buildRelease, buildSession, buildSong } from './factories.ts';
import { mutate } from './listening-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const ADD = /* GraphQL */ `
  mutation AddItemToLists($lists: [ListTargetInput!]!, $item: ListItemInput!) {
    addItemToLists(lists: $lists, item: $item) { id }
  }
`;
const FOLLOW_LIST = /* GraphQL */ `mutation ($listId: ID!) { followList(listId: $listId) { id } }`;
const RECS = /* GraphQL */ `
  query ($username: String!) {
    user(username: $username) {
      unseenNotificationsCount
      recs { edges { node { isFriendRec recommender { id } list { id } item { ... on Release { id } ... on Song { id } } } } }
    }
  }
`;

type Recs = {
  user: {
    unseenNotificationsCount: number;
    recs: {
      edges: Array<{ node: { isFriendRec: boolean; list: { id: string } | null; item: { id: string } } }>;
    };
  };
};

describe('recommendations from lists a member follows', () => {
  it('a new item on a followed list reaches its followers, except what they already heard', async () => {
    const { db } = server.current;
    const owner = await buildSession(db);
    const fan = await buildSession(db);
    const heard = await buildSession(db);
    const { release: old } = await buildRelease(db);
    const list = await buildList(db, { user: owner.user, name: 'Night drives', items: [{ release: old }] });
    for (const member of [fan, heard, owner]) {
      await server.current.graphql(FOLLOW_LIST, { listId: String(list.id) }, { token: member.token });
    }
    const { release } = await buildRelease(db);
    const song = await buildSong(db);
    await buildCheck(db, { user: heard.user, release });
    const add = (item: { id: number; source: string }) =>
      mutate(
        server.current,
        ADD,
        { lists: [{ id: String(list.id) }], item: { id: String(item.id), source: item.source } },
        owner.token,
      );
    await add({ id: release.id, source: 'RELEASE' });
    await add({ id: song.id, source: 'SONG' });
    const recsOf = (member: typeof fan) =>
      mutate<Recs>(server.current, RECS, { username: member.user.username }, member.token);
    const fanRecs = await recsOf(fan);
    expect(fanRecs.user.unseenNotificationsCount).toBe(2);
    expect(fanRecs.user.recs.edges.map((e) => e.node)).toEqual([
      { isFriendRec: false, recommender: null, list: { id: String(list.id) }, item: { id: String(song.id) } },
      {
        isFriendRec: false,
        recommender: null,
        list: { id: String(list.id) },
        item: { id: String(release.id) },
      },
    ]);
    expect((await recsOf(heard)).user.recs.edges.map((e) => e.node.item.id)).toEqual([String(song.id)]);
    expect((await recsOf(owner)).user.recs.edges).toEqual([]);
  });
});
