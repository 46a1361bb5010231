import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/**
 * A page drawn for a visitor: the markup for #root, the data element that goes after it, and the
 * page's document title and description (plain text).
 */
export type DrawnPage = { root: string; data: string; title: string; description: string };

/** The web build's server-side renderer (web src/app/serverRender.tsx, built into dist/.ssr). */
type Renderer = {
  renderVisitorPage(href: string, fetch: typeof globalThis.fetch): Promise<DrawnPage | null>;
};

/** Where `npm run build` leaves the server-side renderer in the web build. */
export const RENDERER_PATH = '.ssr/serverRender.js';

/**
 * Draws a visitor's catalog pages (a release, an artist, a member's profile, a search) with their
 * data, so they paint before any JavaScript has run, as the landing page does. The renderer asks
 * its GraphQL through this server in-process (`inject`: the same limits, loaders and guest caches as
 * a browser's request, no socket). Null without a renderer in the build, for a page it does not
 * draw, or when drawing fails (logged): the plain page is answered then, as before.
 */
export function visitorPageDrawer(
  app: FastifyInstance,
  distDir: string,
): ((url: string) => Promise<DrawnPage | null>) | null {
  const file = path.join(distDir, RENDERER_PATH);
  if (!existsSync(file)) return null;
  let loading: Promise<Renderer | null> | undefined;
  const renderer = () =>
    (loading ??= (import(pathToFileURL(file).href) as Promise<Renderer>).catch((error: unknown) => {
      app.log.warn({ err: error }, 'visitor pages are not drawn: the server-side renderer did not load');
      return null;
    }));
  // Loaded once the server is ready, so the first visitor does not wait for React and the app to load.
  app.addHook('onReady', async () => {
    void renderer();
  });
  const graphqlInProcess: typeof globalThis.fetch = async (_input, init) => {
    const reply = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: typeof init?.body === 'string' ? init.body : '',
    });
    return new Response(reply.body, {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
    });
  };
  return async (url) => {
    const loaded = await renderer();
    if (!loaded) return null;
    try {
      return await loaded.renderVisitorPage(url, graphqlInProcess);
    } catch (error) {
      app.log.error({ err: error, url }, 'a visitor page could not be drawn');
      return null;
    }
  };
}
