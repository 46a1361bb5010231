import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashToken } from '../src/context.ts';
import type { Db } from '../src/db/open-db.ts';
import type { ArtistRow, ListRow, LogRow, ReleaseRow, SongRow, TrackRow, UserRow } from '../src/db/rows.ts';
import {
  artists,
  follows,
  listItems,
  listSections,
  lists,
  logs,
  releaseArtists,
  releases,
  sessions,
  songArtists,
  songs,
  subscriptions,
  tracks,
  userReleases,
  userSongs,
  users,
} from '../src/db/schema/index.ts';

let sequence = 0;
const next = () => ++sequence;

type Insert<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;

export async function buildUser(db: Db, overrides: Insert<typeof users> = {}): Promise<UserRow> {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({ username: `member${n}`, email: `member${n}@example.test`, ...overrides })
    .returning();
  if (!user) throw new Error('insert failed');
  return user;
}

/** A live session (or an expired/revoked one); answers the raw token a client would send. */
export async function buildSession(
  db: Db,
  options: { user?: UserRow; expiresAt?: Date; revokedAt?: Date } = {},
): Promise<{ token: string; user: UserRow }> {
  const user = options.user ?? (await buildUser(db));
  const token = randomBytes(24).toString('hex');
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: options.expiresAt ?? new Date(Date.now() + 86_400_000),
    revokedAt: options.revokedAt ?? null,
  });
  return { token, user };
}

export async function buildArtist(db: Db, overrides: Insert<typeof artists> = {}): Promise<ArtistRow> {
  const [artist] = await db
    .insert(artists)
    .values({ name: `Artist ${next()}`, ...overrides })
    .returning();
  if (!artist) throw new Error('insert failed');
  return artist;
}

export async function buildSong(
  db: Db,
  options: Insert<typeof songs> & { artist?: ArtistRow } = {},
): Promise<SongRow> {
  const { artist: given, ...overrides } = options;
  const artist = given ?? (await buildArtist(db));
  const [song] = await db
    .insert(songs)
    .values({ title: `Song ${next()}`, artistName: artist.name, ...overrides })
    .returning();
  if (!song) throw new Error('insert failed');
  await db
    .insert(songArtists)
    .values({ songId: song.id, position: 0, artistId: artist.id, creditedName: artist.name });
  return song;
}

export type BuiltRelease = {
  release: ReleaseRow;
  artists: ArtistRow[];
  tracks: TrackRow[];
  songs: SongRow[];
};

/** A release with its artist credits and `tracks` tracks, each with its own song. */
export async function buildRelease(
  db: Db,
  options: Insert<typeof releases> & { artists?: ArtistRow[]; tracks?: number } = {},
): Promise<BuiltRelease> {
  const { artists: given, tracks: trackCount = 0, ...overrides } = options;
  const credited = given ?? [await buildArtist(db)];
  const [release] = await db
    .insert(releases)
    .values({
      title: `Release ${next()}`,
      artistName: credited.map((artist) => artist.name).join(' & '),
      ...overrides,
    })
    .returning();
  if (!release) throw new Error('insert failed');
  await db.insert(releaseArtists).values(
    credited.map((artist, position) => ({
      releaseId: release.id,
      position,
      artistId: artist.id,
      creditedName: artist.name,
      joinPhrase: position < credited.length - 1 ? ' & ' : '',
    })),
  );
  const builtSongs: SongRow[] = [];
  const builtTracks: TrackRow[] = [];
  for (let position = 1; position <= trackCount; position++) {
    const song = await buildSong(db, { artist: credited[0], releaseId: release.id, year: release.year });
    const [track] = await db
      .insert(tracks)
      .values({
        releaseId: release.id,
        songId: song.id,
        position,
        title: song.title,
        durationMs: 180_000 + position,
      })
      .returning();
    if (!track) throw new Error('insert failed');
    builtSongs.push(song);
    builtTracks.push(track);
  }
  return { release, artists: credited, tracks: builtTracks, songs: builtSongs };
}

type ItemTarget = { release?: ReleaseRow; song?: SongRow };

/** A member's check of a release or song, with optional rating, reaction and other state. */
export async function buildCheck(
  db: Db,
  options: ItemTarget & {
    user?: UserRow;
    checkedAt?: Date;
    rating?: number | null;
    reaction?: 'LIKED' | 'LOVED' | 'FAVORITED' | null;
    deepListened?: boolean;
    purpleCheck?: boolean;
    listenTo?: 'FIRST_LISTEN' | 'LISTEN_AGAIN' | null;
  } = {},
): Promise<{ user: UserRow }> {
  const user = options.user ?? (await buildUser(db));
  const checkedAt = options.checkedAt ?? new Date();
  const state = {
    userId: user.id,
    checkedAt,
    rating: options.rating ?? null,
    reaction: options.reaction ?? null,
    reactedAt: options.reaction ? checkedAt : null,
    deepListened: options.deepListened ?? false,
    listenTo: options.listenTo ?? null,
    listenToAddedAt: options.listenTo ? checkedAt : null,
  };
  // The counters move with the row, as the listening commands move them: the item's checks and
  // its reaction's count, and the member's checks.
  const reaction = options.reaction;
  const itemCounters = {
    numberOfChecks: sql`number_of_checks + 1`,
    ...(reaction === 'LIKED' ? { numberOfLikes: sql`number_of_likes + 1` } : {}),
    ...(reaction === 'LOVED' ? { numberOfLoves: sql`number_of_loves + 1` } : {}),
    ...(reaction === 'FAVORITED' ? { numberOfFavorites: sql`number_of_favorites + 1` } : {}),
  };
  if (options.song) {
    await db.insert(userSongs).values({ ...state, songId: options.song.id });
    await db.update(songs).set(itemCounters).where(eq(songs.id, options.song.id));
  } else {
    const release = options.release ?? (await buildRelease(db)).release;
    await db
      .insert(userReleases)
      .values({ ...state, releaseId: release.id, purpleCheck: options.purpleCheck ?? false });
    await db.update(releases).set(itemCounters).where(eq(releases.id, release.id));
  }
  await db.update(users).set({ numberOfChecks: sql`number_of_checks + 1` }).where(eq(users.id, user.id));
  return { user };
}

export async function buildLog(
  db: Db,
  options: ItemTarget & Insert<typeof logs> & { user?: UserRow } = {},
): Promise<LogRow> {
  const { user: givenUser, release: givenRelease, song, ...overrides } = options;
  const user = givenUser ?? (await buildUser(db));
  const target = song
    ? { itemType: 'SONG' as const, songId: song.id }
    : { itemType: 'RELEASE' as const, releaseId: (givenRelease ?? (await buildRelease(db)).release).id };
  const [log] = await db
    .insert(logs)
    .values({ userId: user.id, ...target, ...overrides })
    .returning();
  if (!log) throw new Error('insert failed');
  return log;
}

type ListEntry = {
  release?: ReleaseRow;
  song?: SongRow;
  artist?: ArtistRow;
  description?: string;
  section?: string;
};

/** A list with its items (in the given order) and any sections they name. */
export async function buildList(
  db: Db,
  options: Insert<typeof lists> & { user?: UserRow | null; items?: ListEntry[] } = {},
): Promise<ListRow> {
  const { user: givenUser, items = [], ...overrides } = options;
  const user = givenUser === undefined ? await buildUser(db) : givenUser;
  const counts = {
    itemsCount: items.length,
    releaseCount: items.filter((item) => item.release).length,
    songCount: items.filter((item) => item.song).length,
  };
  const [list] = await db
    .insert(lists)
    .values({ name: `List ${next()}`, createdByUserId: user?.id ?? null, ...counts, ...overrides })
    .returning();
  if (!list) throw new Error('insert failed');
  const sectionIds = new Map<string, number>();
  for (const title of new Set(items.flatMap((item) => (item.section ? [item.section] : [])))) {
    const [section] = await db
      .insert(listSections)
      .values({ listId: list.id, title, position: sectionIds.size })
      .returning();
    if (section) sectionIds.set(title, section.id);
  }
  for (const [position, item] of items.entries()) {
    const target = item.release
      ? { itemType: 'RELEASE' as const, releaseId: item.release.id }
      : item.song
        ? { itemType: 'SONG' as const, songId: item.song.id }
        : { itemType: 'ARTIST' as const, artistId: (item.artist ?? (await buildArtist(db))).id };
    await db.insert(listItems).values({
      listId: list.id,
      ...target,
      position,
      description: item.description ?? null,
      sectionId: item.section ? (sectionIds.get(item.section) ?? null) : null,
    });
    if (item.release)
      await db.execute(
        sql`update releases set number_of_lists = number_of_lists + 1 where id = ${item.release.id}`,
      );
    if (item.song)
      await db.execute(
        sql`update songs set number_of_lists = number_of_lists + 1 where id = ${item.song.id}`,
      );
  }
  if (user)
    await db.execute(sql`update users set number_of_lists = number_of_lists + 1 where id = ${user.id}`);
  return list;
}

/** A follow, with both members' counters moved as followUser moves them. */
export async function buildFollow(db: Db, follower: UserRow, followee: UserRow): Promise<void> {
  await db.insert(follows).values({ followerId: follower.id, followeeId: followee.id });
  await db.execute(
    sql`update users set number_of_followers = number_of_followers + 1 where id = ${followee.id}`,
  );
  await db.execute(
    sql`update users set number_of_followees = number_of_followees + 1 where id = ${follower.id}`,
  );
}

export async function buildSubscription(
  db: Db,
  options: { user?: UserRow; status?: string; tier?: 'FAN' | 'VIP' } = {},
): Promise<UserRow> {
  const user = options.user ?? (await buildUser(db));
  await db.insert(subscriptions).values({
    userId: user.id,
    stripeSubscriptionId: `sub_${next()}_${randomBytes(4).toString('hex')}`,
    stripePriceId: 'price_test',
    tier: options.tier ?? 'FAN',
    interval: 'MONTHLY',
    status: options.status ?? 'active',
  });
  return user;
}
