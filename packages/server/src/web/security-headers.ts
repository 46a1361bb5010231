import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { COLOR_SCHEME_SCRIPT_HASH } from './color-scheme.ts';

/** Where the pages load from besides the app itself: the YouTube player and Stripe's checkout. */
const YOUTUBE = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];
const STRIPE = ['https://js.stripe.com', 'https://checkout.stripe.com'];
const SPOTIFY = ['https://api.spotify.com', 'https://accounts.spotify.com'];
/** GraphiQL (development only) loads its page from unpkg. */
const GRAPHIQL = ['https://unpkg.com'];

/**
 * The headers helmet sets for `options`, worked out once. They are the same on every answer (no
 * nonces), so they are not built again per request: @fastify/helmet builds helmet's middleware,
 * and parses the policy's directives, on every request (2–4% of a worker's time under load).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every answer: a Content-Security-Policy the app runs under (scripts only
 * from the app, YouTube and Stripe — never inline but the colour scheme's, by its hash), no framing, no MIME sniffing, a strict
 * referrer, and HSTS when the public address is https. Registered on the root instance, so the
 * headers reach every route (a plugin of its own would keep them to its own scope).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  {
    publicUrl,
    development,
    spotify,
  }: {
    publicUrl: string;
    development: boolean;
    /** SPOTIFY_ACCOUNTS_URL / SPOTIFY_API_URL: the admin player calls them from the page. */
    spotify?: { accountsUrl: string; apiUrl: string } | null;
  },
) {
  const https = publicUrl.startsWith('https://');
  const dev = development ? GRAPHIQL : [];
  const spotifyOrigins = spotify ? [new URL(spotify.accountsUrl).origin, new URL(spotify.apiUrl).origin] : [];
  const connect = [...new Set([...SPOTIFY, ...spotifyOrigins])];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", COLOR_SCHEME_SCRIPT_HASH, ...YOUTUBE, ...STRIPE, ...dev],
        // Mantine sets styles at run time; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'", ...dev],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connect, ...dev],
        frameSrc: [...YOUTUBE, ...STRIPE],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...STRIPE],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The YouTube and Stripe frames are cross-origin: no embedder policy that would block them.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
