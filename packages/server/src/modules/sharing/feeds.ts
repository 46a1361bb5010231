import { Feed, type Item } from 'feed';
import { userAvatar, userLink } from '../accounts/index.ts';
import { artistLink, releaseLink, songLink } from '../catalog/index.ts';
import type { FeedList, FeedMember, ListEntry, LogEntry } from './feed-queries.ts';
import { absolute, coverOf, escapeHtml, imageType, stars } from './links.ts';

export type FeedFormat = 'rss' | 'atom';

/** The feed's document in its format. */
function write(feed: Feed, format: FeedFormat): string {
  return format === 'rss' ? feed.rss2() : feed.atom1();
}

/** Plain text in a title ("]]>" would close the CDATA section the feed writes it in). */
const plain = (text: string) => text.replace(/]]>/g, ']] >');

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const itemLink = (entry: { itemType: 'RELEASE' | 'SONG' | 'ARTIST'; itemId: number }) =>
  entry.itemType === 'RELEASE'
    ? releaseLink(entry.itemId)
    : entry.itemType === 'SONG'
      ? songLink(entry.itemId)
      : artistLink(entry.itemId);

/**
 * The HTML of an entry: the cover and the item's name, linked to its page, then the lines under
 * them, each escaped.
 */
function entryHtml(
  cover: string,
  item: { name: string; href: string },
  lines: Array<string | null | undefined>,
): string {
  const href = escapeHtml(item.href);
  const paragraphs = lines
    .filter((line): line is string => Boolean(line?.trim()))
    .map((line) => `<p>${escapeHtml(line.trim()).replace(/\n/g, '<br>')}</p>`);
  return `<p><a href="${href}"><img src="${escapeHtml(cover)}" alt="Cover of ${escapeHtml(item.name)}" width="300"></a></p><p><a href="${href}">${escapeHtml(item.name)}</a></p>${paragraphs.join('')}`;
}

/**
 * The cover as the RSS item's enclosure, with its media type. (The package writes an Atom
 * enclosure's type from the address's ending, wrong for covers without one: an Atom entry shows
 * its cover in its content only.)
 */
function coverEnclosure(cover: string, format: FeedFormat): Pick<Item, 'image'> {
  return format === 'rss' ? { image: { url: cover, type: imageType(cover) } } : {};
}

type FeedOf = { publicUrl: string; format: FeedFormat; self: { rss: string; atom: string } };

/** A member's diary (view DIARY) or reviews (REVIEWS) as a feed. */
export function memberFeed(
  member: FeedMember,
  view: 'DIARY' | 'REVIEWS',
  entries: LogEntry[],
  { publicUrl, format, self }: FeedOf,
): string {
  const profile = absolute(publicUrl, userLink(member.username));
  const what = view === 'DIARY' ? 'diary' : 'reviews';
  const newest = entries[0];
  const feed = new Feed({
    id: absolute(publicUrl, self.atom),
    title: `@${member.username}'s ${what} on Earmark`,
    description:
      view === 'DIARY'
        ? `The music @${member.username} logged on Earmark: covers, ratings and reviews, newest first.`
        : `The reviews @${member.username} wrote on Earmark, newest first.`,
    link: absolute(publicUrl, `${userLink(member.username)}/activity`),
    language: 'en',
    image: absolute(publicUrl, userAvatar(member)),
    updated: newest ? date(newest.createdAt) : new Date(0),
    generator: 'Earmark',
    copyright: `@${member.username}`,
    feedLinks: { rss: absolute(publicUrl, self.rss), atom: absolute(publicUrl, self.atom) },
    author: { name: `@${member.username}`, link: profile },
  });
  for (const entry of entries) {
    const cover = absolute(publicUrl, coverOf(entry));
    const rated = entry.rating === null ? '' : ` ${stars(entry.rating)}`;
    const link = absolute(publicUrl, `/reflections/${entry.id}`);
    const credit = entry.artistName ? ` by ${entry.artistName}` : '';
    const lines = [
      entry.rating === null ? null : `Rated ${stars(entry.rating)} (${entry.rating} of 5)`,
      entry.date ? `${entry.listenedBefore ? 'Relistened' : 'Listened'} on ${entry.date}` : null,
      entry.reviewTitle,
      entry.review,
    ];
    const item: Item = {
      title: plain(`${entry.title}${credit}${rated}`),
      id: link,
      link,
      // A diary entry is dated by its listen (a date, no time); a review by when it was written.
      date: view === 'DIARY' && entry.date ? new Date(`${entry.date}T00:00:00Z`) : date(entry.createdAt),
      description: escapeHtml(
        [entry.rating === null ? '' : stars(entry.rating), entry.review?.trim() ?? '']
          .filter(Boolean)
          .join(' · '),
      ),
      content: entryHtml(
        cover,
        { name: `${entry.title}${credit}`, href: absolute(publicUrl, itemLink(entry)) },
        lines,
      ),
      ...coverEnclosure(cover, format),
      // RSS wants an e-mail address as an item's author: the channel names the member instead.
      ...(format === 'atom' ? { author: [{ name: `@${member.username}`, link: profile }] } : {}),
    };
    feed.addItem(item);
  }
  return write(feed, format);
}

/** A list's entries, the last added first, as a feed. */
export function listFeed(list: FeedList, entries: ListEntry[], { publicUrl, format, self }: FeedOf): string {
  const page = absolute(publicUrl, `/lists/${list.id}`);
  const newest = entries[0];
  const by = list.createdBy ? ` by @${list.createdBy}` : '';
  const feed = new Feed({
    id: absolute(publicUrl, self.atom),
    title: `${list.name}, a list${by} on Earmark`,
    description: list.description?.trim() || `${list.name}, a list${by} on Earmark.`,
    link: page,
    language: 'en',
    updated: date(newest?.createdAt ?? list.updatedAt),
    generator: 'Earmark',
    copyright: list.createdBy ? `@${list.createdBy}` : 'Earmark',
    feedLinks: { rss: absolute(publicUrl, self.rss), atom: absolute(publicUrl, self.atom) },
    ...(list.createdBy
      ? { author: { name: `@${list.createdBy}`, link: absolute(publicUrl, userLink(list.createdBy)) } }
      : {}),
  });
  for (const entry of entries) {
    const cover = absolute(publicUrl, coverOf(entry));
    const link = absolute(publicUrl, itemLink(entry));
    const credit = entry.artistName ? ` by ${entry.artistName}` : '';
    feed.addItem({
      title: plain(`${entry.title}${credit}`),
      id: `${page}#item-${entry.id}`,
      link,
      date: date(entry.createdAt),
      description: escapeHtml(entry.description?.trim() || `Added to ${list.name}`),
      content: entryHtml(cover, { name: `${entry.title}${credit}`, href: link }, [entry.description]),
      ...coverEnclosure(cover, format),
    });
  }
  return write(feed, format);
}
