import type { TableBatch } from './bulk-insert.ts';
import { type ItemState, itemState, RELEASE_RATES, recentTime, SONG_RATES } from './item-state.ts';
import { type LogContext, writeLog } from './logs.ts';
import { DEMO_USER } from './members.ts';
import type { ReleasePicker } from './picker.ts';
import { type Rng, rngFor } from './prng.ts';
import { DAY, type Scale } from './scale.ts';
import { GENRE_FAMILIES } from './words.ts';

/**
 * What a member loves, remembered for their lists and recommendations (a few ids each), and every
 * song they have a state for, whether checked (a listen checks its song: listens.ts).
 */
export type MemberTaste = {
  releases: number[];
  songs: number[];
  artists: number[];
  songStates: Map<number, { checked: boolean }>;
};

export type ActivityContext = LogContext & {
  picker: ReleasePicker;
  scale: Scale;
  userReleases: TableBatch;
  userSongs: TableBatch;
  userArtists: TableBatch;
};

const TASTE_LIMIT = 40;

function stateRow(state: ItemState): Array<number | string | boolean | null> {
  return [
    state.checkedAt,
    state.deepListened,
    state.rating,
    state.rating === null ? null : state.checkedAt,
    state.reaction,
    state.reaction === null ? null : state.checkedAt,
    state.listenTo,
    state.listenToAddedAt,
    state.updatedAt,
  ];
}

function loves(state: ItemState): boolean {
  return state.reaction !== null || (state.rating ?? 0) >= 4;
}

function releaseCount(rng: Rng, member: number, scale: Scale): number {
  if (member === DEMO_USER.id) return Math.min(420, scale.maxChecksPerMember);
  const drawn = Math.round(Math.exp(4.8 + 0.8 * rng.normal()));
  return Math.max(5, Math.min(drawn, scale.maxChecksPerMember));
}

function songsOf(
  rng: Rng,
  context: ActivityContext,
  member: number,
  release: number,
  checkedAt: number,
  taste: MemberTaste,
  seen: MemberTaste['songStates'],
) {
  const count = rng.int(1, 4);
  for (let i = 0; i < count; i++) {
    const song = context.picker.songOf(rng, release);
    if (song === null || seen.has(song)) continue;
    const state = itemState(rng, SONG_RATES, checkedAt);
    seen.set(song, { checked: state.checkedAt !== null });
    context.userSongs.add(member, song, ...stateRow(state));
    if (loves(state) && taste.songs.length < TASTE_LIMIT) taste.songs.push(song);
    if (state.checkedAt !== null && rng.chance(0.04)) writeLog(rng, context, member, 'SONG', song, state);
  }
}

/** Everything one member did: checks, ratings, reactions, For Later, logs, favorite artists. */
export function generateMemberActivity(member: number, context: ActivityContext): MemberTaste {
  const rng = rngFor('activity', member);
  const taste: MemberTaste = { releases: [], songs: [], artists: [], songStates: new Map() };
  const families = [0, 1, 2].map(() => rng.int(0, GENRE_FAMILIES.length - 1));
  const joined = context.members.createdAt[member] ?? 0;
  const wanted = releaseCount(rng, member, context.scale);
  const releases = new Set<number>();
  const songs = taste.songStates;
  const logRate = member === DEMO_USER.id ? 0.35 : 0.22;
  for (let attempt = 0; attempt < wanted * 3 && releases.size < wanted; attempt++) {
    const release = context.picker.pick(rng, families);
    if (releases.has(release)) continue;
    releases.add(release);
    const earliest = Math.max(joined, ((context.catalog.day[release] ?? 0) + 1) * DAY);
    const state = itemState(rng, RELEASE_RATES, earliest);
    context.userReleases.add(member, release, ...stateRow(state), state.purpleCheck);
    if (loves(state) && taste.releases.length < TASTE_LIMIT) taste.releases.push(release);
    if (state.checkedAt === null) continue;
    if (rng.chance(logRate)) writeLog(rng, context, member, 'RELEASE', release, state);
    if (rng.chance(0.45)) songsOf(rng, context, member, release, state.checkedAt, taste, songs);
  }
  const favorites = new Set<number>();
  const favoriteCount = member === DEMO_USER.id ? 10 : rng.int(0, 12);
  for (const release of [...taste.releases, ...releases]) {
    if (favorites.size >= favoriteCount) break;
    const artist = context.catalog.mainArtist[release] ?? 1;
    if (artist === 1 || favorites.has(artist) || rng.chance(0.4)) continue;
    favorites.add(artist);
    context.userArtists.add(member, artist, recentTime(rng, joined));
  }
  taste.artists = [...favorites];
  return taste;
}
