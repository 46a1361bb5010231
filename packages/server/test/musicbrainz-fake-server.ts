// entry point: the browser journeys' fake MusicBrainz web service (e2e/playwright.config.ts starts it with tsx).
import { startFakeMusicBrainz } from './musicbrainz-fake.ts';

const port = Number(process.env.FAKE_MUSICBRAINZ_PORT ?? 12112);
const fake = await startFakeMusicBrainz(port);
console.log(`Fake MusicBrainz at ${fake.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
