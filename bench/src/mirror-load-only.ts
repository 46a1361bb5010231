// `node --import tsx bench/src/mirror-load-only.ts --size 100000 [--batch-size 2000] [--postgres-url URL]`:
// the `mirror-load` scenario on its own (also `npm run bench -- --only mirror-load --mirror-size N`).
import { parseArgs } from 'node:util';
import { benchMirrorLoad } from './scenarios/mirror-load.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    'batch-size': { type: 'string', default: '2000' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
await benchMirrorLoad(
  values['postgres-url'],
  Number(values.size),
  Number(values['batch-size']),
  (name, value) => console.log(`${name}: ${value}`),
);
