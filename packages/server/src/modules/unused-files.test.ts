import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dead code, file by file: every source file in packages/*\/src is imported by another file (in
 * the packages, their tests, e2e/ or bench/), or is an entry point named below. (knip would do
 * this and more, but its parser's platform builds are missing from the registry CI installs from,
 * so `npm ci` refuses a lock file with it: see docs/DECISIONS.md.)
 */
const repo = path.resolve(import.meta.dirname, '../../../..');

/**
 * Files something other than an import loads: programs, the CLI's commands, test setup. A new one
 * (a service worker a build plugin bundles, a script run with tsx) can instead say so itself with a
 * line comment starting `// entry point:` and the reason.
 */
const ENTRY_POINTS = [
  /^packages\/shared\/src\/index\.ts$/,
  /^packages\/web\/src\/main\.tsx$/,
  /^packages\/web\/src\/test\/setup\.ts$/,
  /^packages\/server\/src\/main\.ts$/,
  /^packages\/server\/src\/seed\/cli\.ts$/,
  /^packages\/server\/src\/scripts\/[^/]+\.ts$/,
  /^packages\/server\/src\/cli\/commands\/[^/]+\.ts$/,
  /^packages\/server\/src\/import\/generate-dump\.ts$/,
];

function sources(dir: string): string[] {
  return readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.(tsx?|mjs)$/.test(file) && !file.includes('node_modules') && !file.includes('generated'),
    )
    .map((file) => path.join(repo, dir, file));
}

describe('dead code', () => {
  it('every source file is imported or is an entry point', () => {
    const checked = ['packages/shared/src', 'packages/server/src', 'packages/web/src'].flatMap(sources);
    const importers = [...checked, ...['packages/server/test', 'e2e', 'bench/src'].flatMap(sources)];
    const imported = new Set<string>();
    for (const file of importers) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const target = path.resolve(path.dirname(file), match[1] ?? '');
        for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
          imported.add(candidate);
        }
      }
    }
    const unused = checked
      .filter((file) => !/\.test\.tsx?$/.test(file) && !imported.has(file))
      // GraphQL fragments are used by name inside other documents (codegen joins them).
      .filter(
        (file) =>
          !/graphql\/[^/]+Fields\.ts$/.test(file) || !readFileSync(file, 'utf8').includes('fragment '),
      )
      .filter((file) => !readFileSync(file, 'utf8').includes('// entry point:'))
      .map((file) => path.relative(repo, file))
      .filter((file) => !ENTRY_POINTS.some((entry) => entry.test(file)));
    expect(unused).toEqual([]);
  });
});

describe('comments', () => {
  it('describe behaviour rather than cite sections of specification documents outside the repository', () => {
    const checked = ['packages/shared/src', 'packages/server/src', 'packages/web/src', 'e2e', 'bench/src']
      .flatMap(sources)
      .filter((file) => !file.endsWith('unused-files.test.ts'));
    const citing = checked
      .filter((file) => /§|member-experience|technical-contract/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(repo, file));
    expect(citing).toEqual([]);
  });
});
