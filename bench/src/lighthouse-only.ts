// entry point: `node --import tsx bench/src/lighthouse-only.ts http://localhost:3000` scores a server you started;
// a third argument names a subset of the pages (comma-separated names).
import { runLighthouse } from './scenarios/lighthouse.ts';

const url = process.argv[2] ?? 'http://localhost:3000';
const only = process.argv[3];
for (const score of await runLighthouse(url, only ? only.split(',') : undefined)) {
  const { details, ...figures } = score;
  console.log(JSON.stringify(figures));
  for (const [audit, items] of Object.entries(details))
    for (const item of items) console.log(`  ${audit}: ${item}`);
}
