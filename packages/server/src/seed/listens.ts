import type { MemberTaste } from './activity.ts';
import type { TableBatch } from './bulk-insert.ts';
import type { ArtistIndex } from './catalog-artists.ts';
import type { CatalogIndex } from './catalog-releases.ts';
import { DEMO_USER } from './members.ts';
import type { ReleasePicker } from './picker.ts';
import { rngFor } from './prng.ts';
import { releaseHead, songTitleFor } from './release-head.ts';
import { DAY, dayOf } from './scale.ts';

export type ListenContext = {
  catalog: CatalogIndex;
  artists: ArtistIndex;
  picker: ReleasePicker;
  listens: TableBatch;
  userSongs: TableBatch;
};

/**
 * Members with a recorded listening history (as a scrobbler or an import would leave it): the demo
 * member and the next few listeners, the same number at every size, so the stats pages and the
 * year in review have daily listens across 2025 and 2026 to show.
 */
const HISTORY_MEMBERS = 12;
const FIRST_DAY = dayOf(Date.UTC(2025, 0, 1) / 1000);
const LAST_DAY = dayOf(Date.UTC(2026, 10, 20) / 1000);
/** Plays before this came with a Last.fm import; later ones through the listen API (a scrobbler). */
const LASTFM_UNTIL = Date.UTC(2026, 0, 1) / 1000;

function hasListenHistory(member: number): boolean {
  return member === DEMO_USER.id || (member > 3 && member <= HISTORY_MEMBERS + 3);
}

/**
 * Days of listening, most days a session of a few songs from the releases the member loves (and
 * now and then another song of theirs, a first listen), in the evening UTC. A listen checks its song,
 * as the listens module does with every listen it stores: a song the member had no state for is
 * checked at its first listen.
 */
export function writeListens(member: number, taste: MemberTaste, context: ListenContext): void {
  const lovedReleases = taste.releases;
  if (!hasListenHistory(member) || lovedReleases.length === 0) return;
  const rng = rngFor('listens', member);
  const daily = member === DEMO_USER.id ? 0.75 : 0.45;
  for (let day = FIRST_DAY; day <= LAST_DAY; day++) {
    if (!rng.chance(daily)) continue;
    let at = day * DAY + rng.int(17, 21) * 3600 + rng.int(0, 3599);
    const plays = rng.int(1, 6);
    for (let play = 0; play < plays; play++) {
      // The first loved releases are played most.
      const release = lovedReleases[Math.floor(lovedReleases.length * rng.next() ** 2)] ?? 0;
      const song = context.picker.songOf(rng, release);
      if (song === null) continue;
      const known = taste.songStates.get(song);
      // Kept For Later, not yet listened: not played here (its state row is written, unchecked).
      if (known && !known.checked) continue;
      if (!known) {
        taste.songStates.set(song, { checked: true });
        // checked_at, deep_listened, rating, rated_at, reaction, reacted_at, listen_to, listen_to_added_at, updated_at
        context.userSongs.add(member, song, at, false, null, null, null, null, null, null, at);
      }
      const head = releaseHead(release, context.artists, context.catalog.songStart[release] ?? 0);
      context.listens.add(
        member,
        song,
        release,
        at,
        head.artistName,
        songTitleFor(song),
        head.title,
        at < LASTFM_UNTIL ? 'lastfm' : 'api',
        null,
        at,
      );
      at += rng.int(150, 330);
    }
  }
}
