// Sums the gzipped JavaScript a first visit to "/" downloads: the entry chunk, the HomePage chunk,
// and every chunk they import statically. Run after `vite build` (needs build.manifest); an optional
// argument names another output directory.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ? resolve(process.argv[2]) : join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entries = Object.entries(manifest);
const entryKey = entries.find(([, chunk]) => chunk.isEntry)?.[0];
const homeKey = entries.find(([key]) => key.endsWith('modules/home/pages/HomePage.tsx'))?.[0];
if (!entryKey || !homeKey) throw new Error('entry or HomePage chunk not found in the manifest');

const seen = new Set();
function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
}
visit(entryKey);
visit(homeKey);

let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  landing route JavaScript, gzipped`);
