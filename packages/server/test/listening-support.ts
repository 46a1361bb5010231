import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/open-db.ts';
import { releases, songs, userReleases, userSongs, users } from '../src/db/schema/index.ts';
import type { TestServer } from './test-server.ts';

/** Helpers shared by the listening and collection API tests. */
export type Flags = {
  id: string;
  currentUserHasChecked: boolean;
  currentUserDeepListened: boolean;
  currentUserHasAddedToListenTo: boolean;
  currentUserHasLiked: boolean;
  currentUserHasLoved: boolean;
  currentUserHasFavorited: boolean;
  currentUserRating: number | null;
  numberOfLikes: number;
  numberOfLoves: number;
  numberOfFavorites: number;
};

export const FLAGS = `id currentUserHasChecked currentUserDeepListened currentUserHasAddedToListenTo
  currentUserHasLiked currentUserHasLoved currentUserHasFavorited currentUserRating
  numberOfLikes numberOfLoves numberOfFavorites`;

/** Runs a mutation and answers its data, failing the test on any error. */
export async function mutate<T>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<T> {
  const { body } = await server.graphql<T>(query, variables, { token });
  expect(body.errors).toBeUndefined();
  if (!body.data) throw new Error('no data');
  return body.data;
}

/** The error code and message of a mutation that must fail. */
export async function failure(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<{ code: string | undefined; message: string; field: string | undefined }> {
  const { body } = await server.graphql(query, variables, token ? { token } : {});
  const error = body.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(body.data)}`);
  return { code: error.extensions?.code, message: error.message, field: error.extensions?.field };
}

export async function releaseStateRow(db: Db, userId: number, releaseId: number) {
  const [row] = await db
    .select()
    .from(userReleases)
    .where(and(eq(userReleases.userId, userId), eq(userReleases.releaseId, releaseId)));
  return row ?? null;
}

export async function songStateRow(db: Db, userId: number, songId: number) {
  const [row] = await db
    .select()
    .from(userSongs)
    .where(and(eq(userSongs.userId, userId), eq(userSongs.songId, songId)));
  return row ?? null;
}

export async function releaseCounts(db: Db, releaseId: number) {
  const [row] = await db.select().from(releases).where(eq(releases.id, releaseId));
  if (!row) throw new Error('no release');
  return row;
}

export async function songCounts(db: Db, songId: number) {
  const [row] = await db.select().from(songs).where(eq(songs.id, songId));
  if (!row) throw new Error('no song');
  return row;
}

export async function memberChecks(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: users.numberOfChecks }).from(users).where(eq(users.id, userId));
  return row?.n ?? -1;
}
