import {
  FAVORITE_LIST_KINDS,
  FAVORITE_LIST_NAMES,
  type FavoriteListKind,
  type SourceType,
} from '@earmark/shared';
import type { MemberTaste } from './activity.ts';
import { recentTime } from './item-state.ts';
import type { ListEntry, ListMeta, ListSection, ListWriter } from './list-writer.ts';
import { DEMO_USER, type MemberIndex, PLACEHOLDER_USER_ID } from './members.ts';
import { personName } from './names.ts';
import type { ReleasePicker } from './picker.ts';
import { type Rng, rngFor } from './prng.ts';
import { itemNote } from './text.ts';
import { bank, familyAt, GENRE_FAMILIES } from './words.ts';

const LIST_NAMES = bank(
  'Rainy day records|Albums that got me through {year}|Sunday morning|Late night drives|' +
    'My {genre} starter pack|Perfect side ones|Records I would save from a fire|Songs for cooking|' +
    'Underrated {genre}|Headphone albums|The {year} I finally got into {genre}|Road trip, no skips|' +
    'Comfort listens|Albums that deserve more love|First listens of {year}',
);
const SECTIONS = bank(
  'The classics|Deep cuts|Side A|Side B|Start here|For later in the night|Guilty pleasures',
);
const SECTION_NOTES = bank(
  'Where to begin.|The ones I keep coming back to.|Give these a few listens.|Best after midnight.',
);
const DESCRIPTIONS = bank(
  'A running list, updated whenever something sticks.|No particular order, all killer.|' +
    'Started this after a friend asked for recommendations.|Everything here has survived at least ten listens.',
);

export type MemberListState = { featuredLeft: number };

function meta(rng: Rng, members: MemberIndex, owner: number, extra: Partial<ListMeta>): ListMeta {
  return {
    name: '',
    description: null,
    tags: [],
    yearStart: null,
    yearEnd: null,
    isPersonal: true,
    isRanked: rng.chance(0.6),
    isOfficial: false,
    isFeatured: false,
    isChart: false,
    curator: null,
    owner,
    favoriteKind: null,
    createdAt: recentTime(rng, members.createdAt[owner] ?? 0),
    ...extra,
  };
}

const entry = (type: SourceType, id: number, rng: Rng, notes = 0): ListEntry => ({
  type,
  id,
  description: rng.chance(notes) ? itemNote(rng) : null,
});

function favoriteEntries(kind: FavoriteListKind, taste: MemberTaste, rng: Rng): ListEntry[] {
  if (kind === 'favorite-releases')
    return taste.releases.slice(0, 10).map((id) => entry('RELEASE', id, rng, 0.2));
  if (kind === 'favorite-songs') return taste.songs.slice(0, 10).map((id) => entry('SONG', id, rng, 0.2));
  return taste.artists.slice(0, 10).map((id) => entry('ARTIST', id, rng));
}

function mixedEntries(rng: Rng, picker: ReleasePicker, taste: MemberTaste, songs: boolean): ListEntry[] {
  const size = rng.int(5, 25);
  const seen = new Set<string>();
  const out: ListEntry[] = [];
  for (let i = 0; i < size * 2 && out.length < size; i++) {
    const release =
      i < taste.releases.length && rng.chance(0.5) ? (taste.releases[i] ?? 1) : picker.pick(rng);
    const song = songs ? picker.songOf(rng, release) : null;
    const item = song !== null ? entry('SONG', song, rng, 0.3) : entry('RELEASE', release, rng, 0.3);
    const key = `${item.type}:${item.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** A member's favorites lists, personal lists (some with sections) and curator lists. */
export function writeMemberLists(
  writer: ListWriter,
  picker: ReleasePicker,
  members: MemberIndex,
  member: number,
  taste: MemberTaste,
  state: MemberListState,
): void {
  const rng = rngFor('member-lists', member);
  const isDemo = member === DEMO_USER.id;
  const isPlaceholder = member === PLACEHOLDER_USER_ID;
  if (isDemo || (!isPlaceholder && rng.chance(0.6))) {
    for (const kind of FAVORITE_LIST_KINDS) {
      const entries = favoriteEntries(kind, taste, rng);
      if (entries.length < 3) continue;
      const name = FAVORITE_LIST_NAMES[kind];
      writer.write(
        meta(rng, members, member, { name, tags: [kind], favoriteKind: kind, isRanked: true }),
        entries,
      );
    }
  }
  const personal = isDemo
    ? 3
    : isPlaceholder
      ? 0
      : rng.weighted<number>([
          [0, 45],
          [1, 30],
          [2, 15],
          [3, 10],
        ]);
  for (let n = 0; n < personal; n++) {
    const genre = familyAt(rng.int(0, GENRE_FAMILIES.length - 1)).genres[0] ?? 'rock';
    const name = rng
      .pick(LIST_NAMES)
      .replace('{year}', String(rng.int(2015, 2025)))
      .replace('{genre}', genre);
    const entries = mixedEntries(rng, picker, taste, rng.chance(0.3));
    const sectioned = isDemo ? n === 0 : rng.chance(0.35);
    const sections: ListSection[] = sectioned
      ? Array.from({ length: rng.int(2, 4) }, () => ({
          title: rng.pick(SECTIONS),
          description: rng.chance(0.4) ? rng.pick(SECTION_NOTES) : null,
        }))
      : [];
    const unsectioned = sectioned ? rng.int(0, 3) : 0;
    const featured = state.featuredLeft > 0 && entries.length >= 8 && !isDemo;
    if (featured) state.featuredLeft--;
    const description = rng.chance(0.6) ? rng.pick(DESCRIPTIONS) : null;
    writer.write(
      meta(rng, members, member, { name, description, isFeatured: featured }),
      entries,
      sections,
      unsectioned,
    );
  }
  const curatorLists = isPlaceholder ? 2 : rng.chance(0.08) ? 1 : 0;
  for (let n = 0; n < curatorLists; n++) {
    const { first, last } = personName(rng);
    const curator = `${first} ${last}`;
    const name = rng.pick([`${curator}'s Desert Island Discs`, `Albums ${curator} Can't Live Without`]);
    const entries = mixedEntries(
      rng,
      picker,
      { releases: [], songs: [], artists: [], songStates: new Map() },
      false,
    );
    const description = `Reproduced from an interview with ${curator}.`;
    writer.write(meta(rng, members, member, { name, description, curator, isPersonal: false }), entries);
  }
}
