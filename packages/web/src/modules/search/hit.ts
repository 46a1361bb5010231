import type { SearchSuggestionsQuery } from '../../graphql/generated/graphql';
import { plural } from '../../lib/format';
import { ROUTES } from '../../lib/links';
import type { SearchType } from './searchTypes';

/** One quick-search row, whatever its kind: what a row and a recent search need. */
export type SearchHit = {
  type: SearchType;
  id: string;
  title: string;
  /** MusicBrainz's comment beside the title ("live", "official music video"); a recent search may lack it. */
  disambiguation?: string | null;
  subtitle: string;
  image: string | null;
  href: string;
};

type Suggestions = SearchSuggestionsQuery['searchSuggestions'];
type Credit = { name: string; joinPhrase: string };

export function creditText(artists: readonly Credit[]): string {
  return artists.map((artist) => `${artist.name}${artist.joinPhrase}`).join('');
}

/** The hits of one kind, in the server's order. */
export function hitsOf(data: Suggestions, type: SearchType): SearchHit[] {
  switch (type) {
    case 'RELEASE':
      return data.releases.map((r) => ({
        type,
        id: r.id,
        title: r.title,
        disambiguation: r.disambiguation,
        subtitle: [creditText(r.artists), r.year].filter(Boolean).join(' · '),
        image: r.thumb,
        href: ROUTES.release(r.id),
      }));
    case 'SONG':
      return data.songs.map((s) => ({
        type,
        id: s.id,
        title: s.title,
        disambiguation: s.disambiguation,
        subtitle: [creditText(s.artists), s.isVideo ? 'Video' : null].filter(Boolean).join(' · '),
        image: s.image,
        href: ROUTES.song(s.id),
      }));
    case 'ARTIST':
      return data.artists.map((a) => ({
        type,
        id: a.id,
        title: a.name,
        subtitle: a.disambiguation ?? 'Artist',
        image: a.image,
        href: ROUTES.artist(a.id),
      }));
    case 'LIST':
      return data.lists.map((l) => ({
        type,
        id: l.id,
        title: l.name,
        subtitle: `by ${l.createdBy} · ${plural(l.itemsCount, 'item')}`,
        image: null,
        href: ROUTES.list(l.id),
      }));
    case 'USER':
      return data.users.map((u) => ({
        type,
        id: u.id,
        title: u.username,
        subtitle: 'Member',
        image: u.avatar,
        href: ROUTES.user(u.username),
      }));
  }
}
