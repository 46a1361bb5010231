import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/open-db.ts';
import { coverDataUri, FETCHED_ORIGINS } from './card-images.ts';
import { CARD_IMAGE, CARD_KINDS, type CardPicture, cardVersion } from './card-picture.ts';
import { drawCard } from './draw-card.ts';
import { shareCard } from './share-tags.ts';

/** Drawn cards kept in memory, most recently used last, within a byte budget (a card is ~130 KB). */
export class CardCache {
  private readonly cards = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const png = this.cards.get(key);
    if (png) {
      this.cards.delete(key);
      this.cards.set(key, png);
    }
    return png;
  }

  set(key: string, png: Buffer) {
    if (png.length > this.maxBytes) return;
    const before = this.cards.get(key);
    if (before) {
      this.cards.delete(key);
      this.bytes -= before.length;
    }
    this.cards.set(key, png);
    this.bytes += png.length;
    for (const [oldest, old] of this.cards) {
      if (this.bytes <= this.maxBytes) break;
      this.cards.delete(oldest);
      this.bytes -= old.length;
    }
  }

  get size() {
    return { cards: this.cards.size, bytes: this.bytes };
  }
}

export class DrawingBusy extends Error {}

/**
 * One drawing at a time (satori lays a card out on the main thread, 30 to 70 ms once warm), with a
 * short queue: past it, a card is refused (503) rather than letting drawings stall every request.
 * One client (an address) may hold only `perClient` of the places, running or waiting, so a guest
 * asking for many cards at once cannot keep everyone else's out.
 */
export class DrawingQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly held = new Map<string, number>();
  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    private readonly perClient = Number.POSITIVE_INFINITY,
  ) {}

  async run<T>(work: () => Promise<T>, client = ''): Promise<T> {
    const holding = this.held.get(client) ?? 0;
    if (holding >= this.perClient) throw new DrawingBusy();
    if (this.running >= this.concurrency && this.waiting.length >= this.maxWaiting) throw new DrawingBusy();
    this.held.set(client, holding + 1);
    try {
      if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
      this.running++;
      try {
        return await work();
      } finally {
        this.running--;
        this.waiting.shift()?.();
      }
    } finally {
      const left = (this.held.get(client) ?? 1) - 1;
      if (left > 0) this.held.set(client, left);
      else this.held.delete(client);
    }
  }
}

/** An unfurler fetches a card once and keeps it; the address changes with the card's version. */
const CACHE_FOREVER = 'public, max-age=86400, immutable';
/** An address without the current version (an old link, a bare one): kept a short while only. */
const CACHE_SHORTLY = 'public, max-age=300';

const CACHE_BYTES = 32 * 1024 * 1024;
/** How long a card drawn without one of its covers (a fetch that failed) is served before a new try. */
const PARTIAL_MS = 5 * 60_000;

function notFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-cache').send({ error: 'Not found' });
}

type Params = { kind: string; file: string };

/**
 * GET /cards/<kind>/<id or username>.png: the page's share card as a 1200×630 PNG, for the pages
 * with share tags (share-tags.ts) and with their privacy: a private member's reflection or profile,
 * a missing item, has none (404). Drawn once per item and version, then served from memory.
 */
export async function cardRoutes(
  app: FastifyInstance,
  {
    db,
    dataDir,
    origins = FETCHED_ORIGINS,
    cacheBytes = CACHE_BYTES,
  }: { db: Db; dataDir: string; origins?: readonly string[]; cacheBytes?: number },
) {
  const cache = new CardCache(cacheBytes);
  // Eight places in all, two per address (the address as fair sharing reads it: TRUST_PROXY).
  const queue = new DrawingQueue(1, 8, 2);

  app.get<{ Params: Params; Querystring: { v?: string } }>('/cards/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    if (!(CARD_KINDS as readonly string[]).includes(kind) || !file.endsWith('.png') || file.length <= 4)
      return notFound(reply);
    // The key as the page's path holds it (still escaped): shareCard reads it as it reads a page's.
    const card = await shareCard(db, `/${kind}/${encodeURIComponent(safeDecode(file.slice(0, -4)) ?? '')}`);
    const picture: CardPicture | null = card?.picture ?? null;
    if (!picture || picture.kind !== kind) return notFound(reply);
    const version = cardVersion(picture);
    const etag = `"${version}"`;
    const lasting = request.query.v === version ? CACHE_FOREVER : CACHE_SHORTLY;
    // Only a complete card is given the version's ETag: a cache holding it holds the right picture.
    if (request.headers['if-none-match'] === etag)
      return reply.code(304).header('etag', etag).header('cache-control', lasting).send();
    const key = `${kind}/${picture.key}/${version}`;
    // A card drawn while a cover could not be read is kept a short while only, then drawn again.
    const partialKey = `${key}/partial/${Math.floor(Date.now() / PARTIAL_MS)}`;
    let png = cache.get(key);
    let complete = png !== undefined;
    png ??= cache.get(partialKey);
    if (!png) {
      // Covers are read or fetched (time-bound) before the drawing's turn, so a slow one holds no queue.
      const covers = await Promise.all(
        picture.covers.map((cover) => coverDataUri(cover, { dataDir, origins })),
      );
      complete = covers.every((cover) => !cover.missed);
      try {
        png = await queue.run(
          () =>
            drawCard(
              picture,
              covers.map((cover) => cover.uri),
            ),
          request.ip,
        );
      } catch (error) {
        if (!(error instanceof DrawingBusy)) throw error;
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .header('retry-after', '5')
          .send({ error: 'Busy drawing cards' });
      }
      cache.set(complete ? key : partialKey, png);
    }
    if (complete) reply.header('etag', etag);
    return reply
      .header('cache-control', complete ? lasting : CACHE_SHORTLY)
      .type(CARD_IMAGE.type)
      .send(png);
  });
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
