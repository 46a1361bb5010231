import { describe, expect, it } from 'vitest';
import { counterMismatches, NO_MISMATCHES } from './counter-checks.ts';
import { buildCheck, buildRelease, buildSong, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

describe('factories', () => {
  it('buildCheck moves the counters with the rows it writes', async () => {
    const { db } = server.current;
    const user = await buildUser(db);
    const { release } = await buildRelease(db);
    const song = await buildSong(db);
    await buildCheck(db, { user, release, reaction: 'LOVED' });
    await buildCheck(db, { user, song, reaction: 'LIKED' });
    await buildCheck(db, { song, reaction: 'FAVORITED' });
    await buildCheck(db, {});
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });
});
