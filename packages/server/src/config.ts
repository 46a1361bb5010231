import path from 'node:path';

/** Configuration from the environment (CONTRACT.md "Configuration"); read once at start. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  supportEmail: string;
  musicbrainzUrl: string;
  seed: 'demo' | 'none';
  logLevel: string;
  webDistDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  const seed = env.SEED ?? (databaseUrl ? 'none' : 'demo');
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be demo or none, got "${seed}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    supportEmail: env.SUPPORT_EMAIL ?? 'support@earmark.localhost',
    musicbrainzUrl: env.MUSICBRAINZ_URL ?? 'https://musicbrainz.org/ws/2',
    seed,
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
