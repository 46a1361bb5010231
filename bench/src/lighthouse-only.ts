// entry point: `node --import tsx bench/src/lighthouse-only.ts http://localhost:3000 [names] [--dark]
// [--accessibility]` scores a server you started: `names` a subset of the pages (comma-separated),
// `--dark` in the dark colour scheme, `--accessibility` that category alone (each page once).
import { runLighthouse } from './scenarios/lighthouse.ts';

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith('--')));
const [url = 'http://localhost:3000', only] = args.filter((arg) => !arg.startsWith('--'));
const scores = await runLighthouse(url, {
  names: only ? only.split(',') : undefined,
  scheme: flags.has('--dark') ? 'dark' : 'light',
  accessibilityOnly: flags.has('--accessibility'),
});
for (const score of scores) {
  const { details, ...figures } = score;
  console.log(JSON.stringify(figures));
  for (const [audit, items] of Object.entries(details))
    for (const item of items) console.log(`  ${audit}: ${item}`);
}
