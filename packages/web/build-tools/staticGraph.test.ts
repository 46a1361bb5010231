import { describe, expect, it } from 'vitest';
import { type ModuleGraph, staticallyReachable } from './staticGraph.ts';

type Module = { code: string; exports?: string[] };

function graphOf(modules: Record<string, Module>): ModuleGraph {
  const ids = Object.keys(modules);
  return {
    getModuleInfo(id) {
      const module = modules[id];
      if (!module) return null;
      // rolldown's importedIds: every module a static import or re-export names, resolved.
      const importedIds = [...module.code.matchAll(/from\s*"([^"]+)"|import\s*"([^"]+)"/g)]
        .map((m) => m[1] ?? m[2] ?? '')
        .map((spec) => ids.find((other) => other.startsWith(`/src/${spec.replace(/^\.\//, '')}.`)) ?? '')
        .filter(Boolean);
      return { code: module.code, importedIds, exports: module.exports ?? [] };
    },
  };
}

describe('staticallyReachable', () => {
  const modules: Record<string, Module> = {
    '/src/page.tsx': {
      code: 'import { Card } from "./index";\nimport "./global";\nexport function Page() {}',
    },
    '/src/index.ts': {
      code: 'export { Card } from "./card";\nexport { Dialog } from "./dialog";\nexport * from "./helpers";',
    },
    '/src/card.tsx': {
      code: 'import { format } from "./index";\nexport function Card() {}',
      exports: ['Card'],
    },
    '/src/dialog.tsx': { code: 'import "./heavy";\nexport function Dialog() {}', exports: ['Dialog'] },
    '/src/helpers.ts': { code: 'export function format() {}', exports: ['format'] },
    '/src/heavy.ts': { code: 'export const big = 1;', exports: ['big'] },
    '/src/global.css': { code: '' },
  };

  it('follows a re-exporting index only into the files whose names are imported', () => {
    const reached = staticallyReachable(graphOf(modules), '/src/page.tsx');
    expect([...reached].sort()).toEqual(
      ['/src/card.tsx', '/src/global.css', '/src/helpers.ts', '/src/index.ts', '/src/page.tsx'].sort(),
    );
  });

  it('follows all of an index imported as a namespace', () => {
    const graph = graphOf({ ...modules, '/src/page.tsx': { code: 'import * as all from "./index";' } });
    expect(staticallyReachable(graph, '/src/page.tsx')).toContain('/src/heavy.ts');
  });
});
