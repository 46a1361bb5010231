import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import { userAvatar } from '../accounts/index.ts';
import { CARD_IMAGE, type CardPicture, cardPath, type PictureCover } from './card-picture.ts';
import { feedPaths } from './feed-routes.ts';
import { absolute, coverOf, escapeHtml, stars } from './links.ts';

/** What a link unfurler shows of a page (Open Graph and Twitter card tags). */
export type ShareCard = {
  title: string;
  description: string;
  /** An address in the app ('/covers/releases/1.svg') or elsewhere. */
  image: string | null;
  type: 'music.album' | 'music.song' | 'music.playlist' | 'profile' | 'article' | 'website';
  /** A picture large enough to lead the card (covers), or a small one beside it (avatars). */
  largeImage: boolean;
  /** The page's feeds, for <link rel="alternate">. */
  feeds: Array<{ title: string; rss: string; atom: string }>;
  /** What the page's drawn card image shows (card-picture.ts), or null when it has none. */
  picture: CardPicture | null;
};

const MAX_DESCRIPTION = 200;

/** Text cut to a card's length, on a word, with an ellipsis. */
function clip(text: string, max = MAX_DESCRIPTION): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

const idOf = (raw: string | undefined): number | null =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

type ItemRow = {
  id: number;
  title: string;
  artistName: string;
  year: number | null;
  image: string | null;
  coverReleaseId: number | null;
};

async function releaseCard(db: Db, id: number): Promise<ShareCard | null> {
  const [row] = await selectRows<ItemRow>(
    db,
    sql`select id, title, artist_name as "artistName", year, image, null as "coverReleaseId"
      from releases where id = ${id}`,
  );
  if (!row) return null;
  const credit = row.artistName ? ` by ${row.artistName}` : '';
  return {
    title: `${row.title}${credit}`,
    description: `${row.title} (${row.year ?? 'year unknown'})${credit}: tracks, ratings, reviews and lists on Earmark.`,
    image: coverOf({ itemType: 'RELEASE', itemId: row.id, image: row.image, coverReleaseId: null }),
    type: 'music.album',
    largeImage: true,
    feeds: [],
    picture: {
      kind: 'releases',
      key: String(row.id),
      label: row.year ? `Release · ${row.year}` : 'Release',
      title: row.title,
      subtitle: row.artistName || null,
      rating: null,
      covers: [{ address: row.image, seed: `release:${row.id}` }],
      round: false,
    },
  };
}

async function songCard(db: Db, id: number): Promise<ShareCard | null> {
  const [row] = await selectRows<ItemRow>(
    db,
    sql`select s.id, s.title, s.artist_name as "artistName", s.year, r.image, s.release_id as "coverReleaseId"
      from songs s left join releases r on r.id = s.release_id where s.id = ${id}`,
  );
  if (!row) return null;
  const credit = row.artistName ? ` by ${row.artistName}` : '';
  return {
    title: `${row.title}${credit}`,
    description: `${row.title}${credit}: ratings, reviews and lists on Earmark.`,
    image: coverOf({
      itemType: 'SONG',
      itemId: row.id,
      image: row.image,
      coverReleaseId: row.coverReleaseId,
    }),
    type: 'music.song',
    largeImage: true,
    feeds: [],
    picture: {
      kind: 'songs',
      key: String(row.id),
      label: row.year ? `Song · ${row.year}` : 'Song',
      title: row.title,
      subtitle: row.artistName || null,
      rating: null,
      covers: [
        {
          address: row.image,
          seed: row.coverReleaseId === null ? `song:${row.id}` : `release:${row.coverReleaseId}`,
        },
      ],
      round: false,
    },
  };
}

async function artistCard(db: Db, id: number): Promise<ShareCard | null> {
  const [row] = await selectRows<{ id: number; name: string; image: string | null }>(
    db,
    sql`select id, name, image from artists where id = ${id}`,
  );
  if (!row) return null;
  return {
    title: row.name,
    description: `The discography of ${row.name}, with ratings and listens on Earmark.`,
    image: coverOf({ itemType: 'ARTIST', itemId: row.id, image: row.image, coverReleaseId: null }),
    type: 'website',
    largeImage: false,
    feeds: [],
    picture: {
      kind: 'artists',
      key: String(row.id),
      label: 'Artist',
      title: row.name,
      subtitle: null,
      rating: null,
      covers: [{ address: row.image, seed: `artist:${row.id}` }],
      round: true,
    },
  };
}

type ListRow = {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  createdBy: string | null;
  itemsCount: number;
  /** The first four entries' covers, in the list's order (the card's preview). */
  preview: Array<{
    itemType: 'RELEASE' | 'SONG' | 'ARTIST';
    itemId: number;
    image: string | null;
    coverReleaseId: number | null;
  }> | null;
};

/** The drawn cover's seed of an item without an image (covers/routes.ts draws the same one). */
function coverSeed(item: {
  itemType: 'RELEASE' | 'SONG' | 'ARTIST';
  itemId: number;
  coverReleaseId: number | null;
}) {
  if (item.itemType === 'RELEASE') return `release:${item.itemId}`;
  if (item.itemType === 'ARTIST') return `artist:${item.itemId}`;
  return item.coverReleaseId === null ? `song:${item.itemId}` : `release:${item.coverReleaseId}`;
}

async function listCard(db: Db, id: number): Promise<ShareCard | null> {
  // The list's picture, else its first item's cover; the drawn card previews the first four entries.
  const [row] = await selectRows<ListRow>(
    db,
    sql`select li.id, li.name, li.description, li.image, u.username as "createdBy", li.items_count as "itemsCount",
        (select json_agg(json_build_object('itemType', f.item_type, 'itemId', f.item_id, 'image', f.image,
            'coverReleaseId', f.cover_release_id) order by f.position)
          from (select i.position, i.item_type, coalesce(i.release_id, i.song_id, i.artist_id) as item_id,
              coalesce(r.image, sr.image, a.image) as image, s.release_id as cover_release_id
            from list_items i
            left join releases r on r.id = i.release_id
            left join songs s on s.id = i.song_id
            left join releases sr on sr.id = s.release_id
            left join artists a on a.id = i.artist_id
            where i.list_id = li.id order by i.position limit 4) f) as preview
      from lists li left join users u on u.id = li.created_by_user_id where li.id = ${id}`,
  );
  if (!row) return null;
  const preview = row.preview ?? [];
  const first = preview[0];
  const by = row.createdBy ? ` by @${row.createdBy}` : '';
  const count = `${row.itemsCount} ${row.itemsCount === 1 ? 'entry' : 'entries'}`;
  return {
    title: row.name,
    description: row.description?.trim()
      ? clip(row.description)
      : `${row.name}, a list${by} on Earmark (${count}).`,
    image: row.image ?? (first ? coverOf(first) : null),
    type: 'music.playlist',
    largeImage: true,
    feeds: [{ title: `${row.name} (new entries)`, ...feedPaths.list(row.id) }],
    picture: {
      kind: 'lists',
      key: String(row.id),
      label: `List · ${count}`,
      title: row.name,
      subtitle: row.createdBy ? `by @${row.createdBy}` : null,
      rating: null,
      // A list's own picture is an address a member typed: never fetched by the server.
      covers: preview.map((item): PictureCover => ({ address: item.image, seed: coverSeed(item) })),
      round: false,
    },
  };
}

type LogRow = {
  username: string;
  isPrivate: boolean;
  itemType: 'RELEASE' | 'SONG';
  itemId: number;
  title: string;
  artistName: string;
  image: string | null;
  coverReleaseId: number | null;
  rating: number | null;
  review: string | null;
  reviewTitle: string | null;
};

async function reflectionCard(db: Db, id: number): Promise<ShareCard | null> {
  const [row] = await selectRows<LogRow>(
    db,
    sql`select u.username, u.is_private as "isPrivate", l.item_type as "itemType",
        coalesce(l.release_id, l.song_id) as "itemId", coalesce(r.title, s.title) as title,
        coalesce(r.artist_name, s.artist_name) as "artistName", coalesce(r.image, sr.image) as image,
        s.release_id as "coverReleaseId", l.rating, l.review, l.review_title as "reviewTitle"
      from logs l join users u on u.id = l.user_id
      left join releases r on r.id = l.release_id
      left join songs s on s.id = l.song_id
      left join releases sr on sr.id = s.release_id
      where l.id = ${id}`,
  );
  // A private member's reflections are for their friends: an unfurler (a guest) learns nothing.
  if (!row || row.isPrivate) return null;
  const credit = row.artistName ? ` by ${row.artistName}` : '';
  const rated = row.rating === null ? '' : `${stars(row.rating)} `;
  const words = [row.reviewTitle, row.review].filter((text) => text?.trim()).join(': ');
  return {
    title: `Reflection on ${row.title}${credit} by @${row.username}`,
    description: clip(`${rated}${words || `@${row.username} listened to ${row.title}${credit}.`}`),
    image: coverOf(row),
    type: 'article',
    largeImage: true,
    feeds: [],
    picture: {
      kind: 'reflections',
      key: String(id),
      label: `Reflection by @${row.username}`,
      title: row.title,
      subtitle: row.artistName || null,
      rating: row.rating,
      covers: [{ address: row.image, seed: coverSeed(row) }],
      round: false,
    },
  };
}

type MemberRow = {
  username: string;
  bio: string | null;
  avatar: string | null;
  isPrivate: boolean;
  isPlaceholder: boolean;
};

async function memberCard(db: Db, username: string): Promise<ShareCard | null> {
  const [row] = await selectRows<MemberRow>(
    db,
    sql`select username, bio, avatar, is_private as "isPrivate", is_placeholder as "isPlaceholder"
      from users where lower(username) = lower(${username}) limit 1`,
  );
  if (!row) return null;
  // A private profile's listening is not public (shared/privacy.ts): no feeds are offered for it.
  const feeds =
    row.isPrivate || row.isPlaceholder
      ? []
      : [
          { title: `@${row.username}'s diary`, ...feedPaths.diary(row.username) },
          { title: `@${row.username}'s reviews`, ...feedPaths.reviews(row.username) },
        ];
  return {
    title: `@${row.username}`,
    description: row.bio?.trim()
      ? clip(row.bio)
      : `Favorites, recent activity, collection, lists and network of @${row.username} on Earmark.`,
    image: userAvatar(row),
    type: 'profile',
    largeImage: false,
    feeds,
    // A private (or placeholder) member's profile has no drawn card: its image route answers 404.
    picture:
      row.isPrivate || row.isPlaceholder
        ? null
        : {
            kind: 'users',
            key: row.username,
            label: 'Member',
            title: `@${row.username}`,
            subtitle: null,
            rating: null,
            covers: [{ address: row.avatar, seed: `user:${row.username.toLowerCase()}` }],
            round: true,
          },
  };
}

/** The pages with a card, by the path's first segment, and the lookup of their row. */
const CARDS: Record<string, (db: Db, key: string) => Promise<ShareCard | null>> = {
  releases: (db, key) => byId(key, (id) => releaseCard(db, id)),
  songs: (db, key) => byId(key, (id) => songCard(db, id)),
  artists: (db, key) => byId(key, (id) => artistCard(db, id)),
  lists: (db, key) => byId(key, (id) => listCard(db, id)),
  reflections: (db, key) => byId(key, (id) => reflectionCard(db, id)),
  users: (db, key) => memberCard(db, key),
};

async function byId(key: string, card: (id: number) => Promise<ShareCard | null>) {
  const id = idOf(key);
  return id === null ? null : card(id);
}

/** The share card of the page at `pathname` (one indexed statement), or null for a page without one. */
export async function shareCard(db: Db, pathname: string): Promise<ShareCard | null> {
  const match = /^\/([a-z]+)\/([^/]+)(?:\/[^/]+)?\/?$/.exec(pathname);
  const card = match && CARDS[match[1] ?? ''];
  if (!match || !card || (match[1] === 'reflections' && /^\/reflections\/[^/]+\/./.test(pathname)))
    return null;
  if (match[1] === 'lists' && (match[2] === 'new' || /\/edit\/?$/.test(pathname))) return null;
  let key: string;
  try {
    key = decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
  return card(db, key);
}

/**
 * The <head> tags of a card: Open Graph (og:title, og:description, og:url, og:type, og:image,
 * og:site_name), the Twitter card's, and the page's feeds; every value escaped.
 */
export function shareTagsHtml(
  card: ShareCard,
  { publicUrl, pathname }: { publicUrl: string; pathname: string },
): string {
  const url = absolute(publicUrl, pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
  // The drawn card (a PNG every unfurler shows) leads; a page without one keeps its cover or avatar.
  const drawn = card.picture ? absolute(publicUrl, cardPath(card.picture)) : null;
  const image = drawn ?? (card.image ? absolute(publicUrl, card.image) : null);
  const property: Array<[string, string]> = [
    ['og:site_name', 'Earmark'],
    ['og:type', card.type],
    ['og:title', card.title],
    ['og:description', card.description],
    ['og:url', url],
  ];
  if (image) property.push(['og:image', image]);
  if (drawn)
    property.push(
      ['og:image:type', CARD_IMAGE.type],
      ['og:image:width', String(CARD_IMAGE.width)],
      ['og:image:height', String(CARD_IMAGE.height)],
    );
  if (image) property.push(['og:image:alt', card.title]);
  const name: Array<[string, string]> = [
    ['twitter:card', drawn || (image && card.largeImage) ? 'summary_large_image' : 'summary'],
    ['twitter:title', card.title],
    ['twitter:description', card.description],
  ];
  if (image) name.push(['twitter:image', image]);
  const feeds = card.feeds.flatMap((feed) => [
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)} (RSS)" href="${escapeHtml(absolute(publicUrl, feed.rss))}">`,
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)} (Atom)" href="${escapeHtml(absolute(publicUrl, feed.atom))}">`,
  ]);
  return [
    ...property.map(([key, value]) => `<meta property="${key}" content="${escapeHtml(value)}">`),
    ...name.map(([key, value]) => `<meta name="${key}" content="${escapeHtml(value)}">`),
    ...feeds,
  ].join('');
}

/** The share tags of the page at `pathname`, or '' for a page without a card. */
export async function shareTags(db: Db, publicUrl: string, pathname: string): Promise<string> {
  const card = await shareCard(db, pathname);
  return card ? shareTagsHtml(card, { publicUrl, pathname }) : '';
}
