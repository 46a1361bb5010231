import { describe, expect, it } from 'vitest';
import { buildArtist, buildCheck, buildRelease, buildSession } from './factories.ts';
import { mutate } from './listening-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const QUERY = `query($id: ID!) { artist(id: $id) { currentUserReleaseIdsToSave { unlistened unadded } } }`;
type Ids = { artist: { currentUserReleaseIdsToSave: { unlistened: string[]; unadded: string[] } } };

describe('Artist.currentUserReleaseIdsToSave with addAllToListenTo', () => {
  it('lists unheard and unqueued albums, and a bulk save empties them', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const artist = await buildArtist(db);
    const [heard, fresh, single] = await Promise.all([
      buildRelease(db, { artists: [artist] }),
      buildRelease(db, { artists: [artist] }),
      buildRelease(db, { artists: [artist], primaryType: 'SINGLE' }),
    ]);
    if (!heard || !fresh || !single) throw new Error('releases');
    await buildCheck(db, { user, release: heard.release });
    const before = await mutate<Ids>(server.current, QUERY, { id: artist.id }, token);
    expect(before.artist.currentUserReleaseIdsToSave).toEqual({
      unlistened: [String(fresh.release.id)],
      unadded: [heard.release.id, fresh.release.id].sort((a, b) => a - b).map(String),
    });
    const ids = before.artist.currentUserReleaseIdsToSave.unadded;
    await mutate(
      server.current,
      `mutation($ids: [ID!]!) { addAllToListenTo(releaseIds: $ids) { id } }`,
      { ids },
      token,
    );
    const after = await mutate<Ids>(server.current, QUERY, { id: artist.id }, token);
    expect(after.artist.currentUserReleaseIdsToSave).toEqual({ unlistened: [], unadded: [] });
    const guest = await server.current.graphql<Ids>(QUERY, { id: artist.id });
    expect(guest.body.data?.artist.currentUserReleaseIdsToSave).toEqual({ unlistened: [], unadded: [] });
  });
});
