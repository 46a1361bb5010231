// entry point: `node --import tsx bench/src/lighthouse-only.ts http://localhost:3000 [names] [--dark]
// [--accessibility] [--deployed]` scores a server you started: `names` a subset of the pages
// (comma-separated), `--dark` in the dark colour scheme, `--accessibility` that category alone (each
// page once), `--deployed` through deploy/nginx.conf (TLS and HTTP/2) run in front of it.

import { startNginxFront } from '../../packages/server/test/deploy/nginx-front.ts';
import { runLighthouse } from './scenarios/lighthouse.ts';

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith('--')));
const [url = 'http://localhost:3000', only] = args.filter((arg) => !arg.startsWith('--'));
const front = flags.has('--deployed') ? await startNginxFront(url, Number(new URL(url).port) + 1000) : null;
const scores = await runLighthouse(front?.url ?? url, {
  names: only ? only.split(',') : undefined,
  scheme: flags.has('--dark') ? 'dark' : 'light',
  accessibilityOnly: flags.has('--accessibility'),
  appUrl: url,
}).finally(() => front?.stop());
for (const score of scores) {
  const { details, ...figures } = score;
  console.log(JSON.stringify(figures));
  for (const [audit, items] of Object.entries(details))
    for (const item of items) console.log(`  ${audit}: ${item}`);
}
