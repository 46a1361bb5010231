import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/open-db.ts';
import type { SongRow } from '../src/db/rows.ts';
import {
  listFollows,
  listLikes,
  logUpvotes,
  notifications,
  recommendations,
  subscriptions,
  userArtists,
} from '../src/db/schema/index.ts';
import { selectRows } from '../src/db/select-rows.ts';
import { hashPassword } from '../src/modules/accounts/passwords.ts';
import {
  buildArtist,
  buildCheck,
  buildFollow,
  buildList,
  buildLog,
  buildRelease,
  buildUser,
} from './factories.ts';

export const DOOMED_PASSWORD = 'a-member-about-to-leave-1';

/** Every table of the database, each as its rows in a stable order (for whole-database comparisons). */
export async function dumpDatabase(db: Db): Promise<Record<string, string[]>> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const dump: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await selectRows<{ j: string }>(
      db,
      sql`select row_to_json(t)::text as j from ${sql.identifier(name)} t order by 1`,
    );
    dump[name] = rows.map((row) => row.j);
  }
  return dump;
}

/**
 * The world before the member's activity: the catalog, a neighbour with their own log, list and
 * check, and the member with a non-personal list (which must survive their deletion).
 */
export async function buildDoomedMember(db: Db) {
  const other = await buildUser(db, { username: 'stays_behind' });
  const member = await buildUser(db, {
    username: 'vanishing_member',
    email: 'vanishing@example.test',
    passwordHash: await hashPassword(DOOMED_PASSWORD),
    firstName: 'Vanessa',
    bio: 'Soon gone.',
  });
  const releases = [];
  for (let i = 0; i < 5; i++) releases.push((await buildRelease(db, { tracks: 1 })).release);
  const [kept, r1, r2, r3, r4] = releases;
  const song = (
    await selectRows<{ id: number }>(db, sql`select id from songs where release_id = ${r1?.id}`)
  )[0];
  if (!kept || !r1 || !r2 || !r3 || !r4 || !song) throw new Error('the catalog was not built');
  const artist = await buildArtist(db);
  const keptList = await buildList(db, {
    user: member,
    name: 'Rolling Stone 500 (reproduced)',
    isPersonal: false,
    curator: 'Rolling Stone',
    items: [{ release: kept, section: 'Top', description: 'A classic' }],
  });
  await db.insert(listLikes).values({ userId: other.id, listId: keptList.id });
  await buildCheck(db, { user: other, release: r3, reaction: 'LIKED' });
  const othersLog = await buildLog(db, { user: other, release: r2, review: 'Fine', gratitude: 'Yes' });
  const othersList = await buildList(db, { user: other, items: [{ release: r4 }] });
  return { member, other, keptList, releases: { r1, r2, r3, r4 }, song, artist, othersLog, othersList };
}

type World = Awaited<ReturnType<typeof buildDoomedMember>>;

/** Everything else a member can create, touching every table that refers to members. */
export async function buildMemberActivity(db: Db, world: World) {
  const { member, other, releases, artist, othersLog, othersList } = world;
  const { r1, r2, r3, r4 } = releases;
  const song = { id: world.song.id } as SongRow;
  await buildCheck(db, { user: member, release: r1, reaction: 'LIKED', deepListened: true });
  await buildCheck(db, { user: member, release: r2, reaction: 'LOVED', rating: 4.5 });
  await buildCheck(db, { user: member, release: r3, reaction: 'FAVORITED', purpleCheck: true });
  await buildCheck(db, { user: member, release: r4, listenTo: 'LISTEN_AGAIN' });
  await buildCheck(db, { user: member, song, reaction: 'LIKED', rating: 3 });
  await db.insert(userArtists).values({ userId: member.id, artistId: artist.id });

  const ownLog = await buildLog(db, { user: member, release: r1, review: 'Loved it', gratitude: 'Thanks' });
  await db.insert(logUpvotes).values([
    { logId: ownLog.id, userId: other.id, type: 'review' },
    { logId: othersLog.id, userId: member.id, type: 'review' },
    { logId: othersLog.id, userId: member.id, type: 'gratitude' },
  ]);
  await buildFollow(db, member, other);
  await buildFollow(db, other, member);

  const personal = await buildList(db, {
    user: member,
    items: [{ release: r1, section: 'Mine' }, { song }, { artist }],
  });
  await buildList(db, { user: member, favoriteKind: 'favorite-releases', items: [{ release: r2 }] });
  await db.insert(listLikes).values([
    { userId: other.id, listId: personal.id },
    { userId: member.id, listId: othersList.id },
  ]);
  await db.insert(listFollows).values([
    { userId: other.id, listId: personal.id },
    { userId: member.id, listId: othersList.id },
  ]);

  const recs = await db
    .insert(recommendations)
    .values([
      { recipientId: member.id, recommenderId: other.id, itemType: 'RELEASE', releaseId: r4.id },
      {
        recipientId: other.id,
        recommenderId: member.id,
        itemType: 'SONG',
        songId: song.id,
        response: 'Nice',
      },
      { recipientId: other.id, sourceListId: personal.id, itemType: 'RELEASE', releaseId: r1.id },
    ])
    .returning({ id: recommendations.id });
  await db.insert(notifications).values(
    recs.map((rec, index) => ({
      userId: index === 0 ? member.id : other.id,
      kind: 'RECOMMENDED' as const,
      recommendationId: rec.id,
    })),
  );
  await db.insert(subscriptions).values({
    userId: member.id,
    stripeSubscriptionId: 'sub_vanishing',
    stripePriceId: 'price_fan',
    tier: 'FAN',
    interval: 'YEARLY',
    status: 'active',
  });
}
