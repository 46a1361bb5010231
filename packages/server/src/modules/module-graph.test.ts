import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The dependency rules between feature modules (docs/ARCHITECTURE.md, "The rules"): the
 * folders under packages/server/src/modules and packages/web/src/modules import one another without
 * cycles. Biome's noImportCycles catches file-level cycles; this catches folder-level ones.
 */
const repo = path.resolve(import.meta.dirname, '../../../..');

/** Edges known to close a cycle, each to be removed (not added to). */
const KNOWN_CYCLE_EDGES = new Set<string>();

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** module -> the modules it imports (relative imports that leave its folder). */
function moduleGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sources(root)) {
    const from = path.relative(root, file).split(path.sep)[0] ?? '';
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = path.relative(root, path.resolve(path.dirname(file), match[1] ?? ''));
      const to = target.split(path.sep)[0] ?? '';
      if (!target.startsWith('..') && to !== from && !KNOWN_CYCLE_EDGES.has(`${from} -> ${to}`)) {
        targets.add(to);
      }
    }
  }
  return graph;
}

/**
 * Static imports (`from '…'`, or a bare `import '…'`) that reach into another feature's folder past
 * its public `index.ts` ('../../releases', not '../../releases/components/ReleaseCard'), from the
 * features and from the code around them alike (the web's app/, test/ and main.tsx; the server's
 * graphql/, cli/, seed/, process/, server.ts). `allowed` names the exceptions: on the server, the
 * wiring of a feature's schema files and loaders.ts into the GraphQL layer.
 */
function privateImports(
  root: string,
  importers: string[],
  allowed: (statement: string, inner: string) => boolean = () => false,
): string[] {
  const found: string[] = [];
  for (const file of importers.flatMap(sources)) {
    const own = path.relative(root, file).split(path.sep);
    const from = own[0] === '..' ? null : own[0];
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:\bfrom|^\s*import)\s*'(\.[^']+)'/gm)) {
      const resolved = path.resolve(path.dirname(file), match[1] ?? '');
      const target = path.relative(root, resolved);
      const [to = '', ...rest] = target.split(path.sep);
      if (target.startsWith('..') || to === from) continue;
      const inner = rest.join('/');
      if (allowed(match[0], inner)) continue;
      if (rest.length > 0 && inner !== 'index' && inner !== 'index.ts') {
        const folder = path.relative(path.dirname(file), path.join(root, to));
        // The server's imports name the file ('…/catalog/index.ts'), the web's the folder.
        const instead = file.endsWith('.tsx') || file.includes('/web/src/') ? folder : `${folder}/index.ts`;
        found.push(
          `${path.relative(repo, file)} imports '${match[1]}': write '${instead.startsWith('.') ? instead : `./${instead}`}' (export it from ${to}/index.ts)`,
        );
      }
    }
  }
  return found;
}

/** Every cycle's path, found by depth-first search ('a -> b -> a'). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      found.push([...trail.slice(at), node].join(' -> '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return found;
}

describe('feature modules', () => {
  it.each(['packages/server/src/modules', 'packages/web/src/modules'])(
    '%s import one another without cycles',
    (dir) => {
      expect(cycles(moduleGraph(path.join(repo, dir)))).toEqual([]);
    },
  );

  it('server code imports a feature only through its index.ts (or registers its GraphQL schema file)', () => {
    const root = path.join(repo, 'packages/server/src/modules');
    // graphql/ wires the features in: a bare import of each schema file registers its types, and
    // graphql/loaders.ts gathers each feature's loaders.ts into a request's loaders.
    const registersSchema = (statement: string, inner: string) =>
      (/^\s*import\s*'/.test(statement) && /(^|-)schema\.ts$/.test(inner)) || inner === 'loaders.ts';
    expect(
      privateImports(root, [path.join(repo, 'packages/server/src')], registersSchema),
      "The server's API tests (packages/server/test) may reach a feature's parts; its code may not",
    ).toEqual([]);
  });

  it('web code imports another feature only through its index.ts', () => {
    const web = path.join(repo, 'packages/web/src');
    expect(
      privateImports(path.join(web, 'modules'), [web]),
      "A dynamic import('…') of a page or a lazy part may name the file (so it gets its own chunk); " +
        'a static import names the feature folder',
    ).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual(['a -> b -> c -> a']);
  });
});
