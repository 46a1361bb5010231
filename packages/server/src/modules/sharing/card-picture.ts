import { createHash } from 'node:crypto';

/** The drawn share card's image: the size Open Graph and Twitter's large card expect. */
export const CARD_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** The pages with a drawn card, by their path's first segment (also the card's route). */
export const CARD_KINDS = ['releases', 'songs', 'artists', 'lists', 'reflections', 'users'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** A cover on the card: its stored address (null: none) and the seed of the drawn one standing in. */
export type PictureCover = { address: string | null; seed: string };

/** What a share card's image shows: every value drawn, so its hash is the card's version. */
export type CardPicture = {
  kind: CardKind;
  /** The id, or a member's username. */
  key: string;
  /** The small line above the title ("Release · 1959", "List · 4 entries"). */
  label: string;
  title: string;
  /** The artist, or a list's maker. */
  subtitle: string | null;
  /** 0.5 to 5 in halves, drawn as stars (a reflection's). */
  rating: number | null;
  /** One cover, or a list's first four entries'. */
  covers: PictureCover[];
  /** Drawn in a circle (an artist, a member's avatar). */
  round: boolean;
};

/** Bumped when the card's design changes, so every card's address changes with it. */
const DESIGN = 2;

/** The card's version: a short hash of its design and of every value it draws. */
export function cardVersion(picture: CardPicture): string {
  return createHash('sha256')
    .update(JSON.stringify([DESIGN, picture]))
    .digest('base64url')
    .slice(0, 12);
}

/** The card image's address, with its version: a new version is a new address (cached for good). */
export function cardPath(picture: CardPicture): string {
  return `/cards/${picture.kind}/${encodeURIComponent(picture.key)}.png?v=${cardVersion(picture)}`;
}
