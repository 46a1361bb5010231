import path from 'node:path';

/** What rolldown's chunking context tells of a module (rolldown's `ChunkingContext`, narrowed). */
export type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { code: string | null; importedIds: readonly string[]; exports: readonly string[] } | null;
};

type Binding = { spec: string; name: string };
type Parsed = {
  imports: Map<string, Binding>; // local name → where it comes from ('*' for a namespace)
  reexports: Map<string, Binding>; // exported name → where it comes from
  stars: string[]; // `export * from` specifiers
  bare: string[]; // specifiers imported for their effect, or in a form not read here
  onlyImportsAndExports: boolean;
};

const STATEMENT =
  /(?:^|[;\n])\s*(import|export)\s+(?:type\s+)?([\w$\s,{}*]*?)\s*(?:from\s*)?["']([^"']+)["']\s*;?|(?:^|[;\n])\s*export\s*\{([^}]*)\}\s*;?/g;

function specifiers(list: string): Array<[string, string]> {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [from, as] = part.split(/\s+as\s+/);
      return [from ?? part, as ?? from ?? part];
    });
}

function parse(code: string): Parsed {
  const parsed: Parsed = {
    imports: new Map(),
    reexports: new Map(),
    stars: [],
    bare: [],
    onlyImportsAndExports: true,
  };
  const localExports: Array<[string, string]> = [];
  for (const m of code.matchAll(STATEMENT)) {
    const [, kind, clause = '', spec, exportList] = m;
    if (exportList !== undefined) {
      localExports.push(...specifiers(exportList));
      continue;
    }
    if (!spec) continue;
    const braces = clause.match(/\{([^}]*)\}/)?.[1];
    const head = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (kind === 'export') {
      if (head.startsWith('*') && !head.includes(' as ')) parsed.stars.push(spec);
      else if (braces !== undefined)
        for (const [name, as] of specifiers(braces)) parsed.reexports.set(as, { spec, name });
      else parsed.bare.push(spec);
      continue;
    }
    if (!clause.trim()) parsed.bare.push(spec);
    const namespace = head.match(/\*\s+as\s+([\w$]+)/)?.[1];
    if (namespace) parsed.imports.set(namespace, { spec, name: '*' });
    else if (head) parsed.imports.set(head, { spec, name: 'default' });
    if (braces !== undefined)
      for (const [name, local] of specifiers(braces)) parsed.imports.set(local, { spec, name });
  }
  for (const [local, as] of localExports) {
    const binding = parsed.imports.get(local);
    if (binding) parsed.reexports.set(as, binding);
    else parsed.onlyImportsAndExports = false;
  }
  const rest = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(STATEMENT, '')
    .trim();
  if (rest) parsed.onlyImportsAndExports = false;
  return parsed;
}

function resolve(from: string, spec: string, children: readonly string[]): string | undefined {
  if (spec.startsWith('.')) {
    const base = path.resolve(path.dirname(from), spec);
    return children.find((id) => {
      const clean = id.split('?')[0] ?? id;
      return (
        clean === base || (clean.startsWith(base) && /^(\.\w+|\/index\.\w+)$/.test(clean.slice(base.length)))
      );
    });
  }
  return children.find(
    (id) => id.includes(`/node_modules/${spec}/`) || id.includes(`/node_modules/${spec}.`),
  );
}

/**
 * The modules a module's static imports reach, as rolldown's tree-shaking will keep them: through a
 * re-exporting index (a feature's index.ts, @earmark/shared, @mantine/core, the icons) only the files
 * whose names are imported, where rolldown's own `importedIds` name every file the index re-exports.
 * Reading the imports with patterns is approximate: where one cannot be read, all of it is followed,
 * so the set can be larger than what is kept, not smaller.
 */
export function staticallyReachable(graph: ModuleGraph, root: string): Set<string> {
  const parsedCache = new Map<string, Parsed>();
  const parsedOf = (id: string) => {
    let parsed = parsedCache.get(id);
    if (!parsed) {
      parsed = parse(graph.getModuleInfo(id)?.code ?? '');
      parsedCache.set(id, parsed);
    }
    return parsed;
  };
  const whole = new Set<string>();
  const namesSeen = new Map<string, Set<string>>();
  const reached = new Set<string>();
  const isIndex = (id: string) => /\.(m?js|tsx?)$/.test(id) && parsedOf(id).onlyImportsAndExports;

  // Follows an import of `names` from `id` ('*' for all of it).
  const visit = (id: string, names: string[]): void => {
    const info = graph.getModuleInfo(id);
    if (!info || whole.has(id)) return;

    reached.add(id);
    if (names.includes('*') || names.includes('default') || !isIndex(id)) {
      whole.add(id);
      followAll(id);
      return;
    }
    const seen = namesSeen.get(id) ?? new Set<string>();
    namesSeen.set(id, seen);
    const fresh = names.filter((name) => !seen.has(name));
    if (fresh.length === 0) return;
    for (const name of fresh) seen.add(name);
    const parsed = parsedOf(id);
    for (const spec of parsed.bare) {
      const child = resolve(id, spec, info.importedIds);
      if (child) visit(child, ['*']);
    }
    for (const name of fresh) {
      const binding = parsed.reexports.get(name);
      if (!binding) continue;
      const child = resolve(id, binding.spec, info.importedIds);
      if (child) visit(child, [binding.name]);
      else for (const other of info.importedIds) visit(other, ['*']);
    }
    for (const spec of parsed.stars) {
      const child = resolve(id, spec, info.importedIds);
      if (!child) for (const other of info.importedIds) visit(other, ['*']);
      else if (isIndex(child)) visit(child, fresh);
      else {
        const exported = new Set(graph.getModuleInfo(child)?.exports ?? []);
        const wanted = fresh.filter((name) => exported.has(name));
        if (wanted.length > 0) visit(child, ['*']);
      }
    }
  };

  // A module kept whole: each child it imports, with the names it imports from it.
  const followAll = (id: string) => {
    const info = graph.getModuleInfo(id);
    if (!info) return;
    const parsed = parsedOf(id);
    const wanted = new Map<string, string[]>();
    const unread = new Set(info.importedIds);
    const unresolved = new Map<string, string[]>(); // a workspace package's name, resolved to its path
    for (const binding of [...parsed.imports.values(), ...parsed.reexports.values()]) {
      const child = resolve(id, binding.spec, info.importedIds);
      if (!child) {
        unresolved.set(binding.spec, [...(unresolved.get(binding.spec) ?? []), binding.name]);
        continue;
      }
      unread.delete(child);
      wanted.set(child, [...(wanted.get(child) ?? []), binding.name]);
    }
    for (const spec of [...parsed.bare, ...parsed.stars]) {
      const child = resolve(id, spec, info.importedIds);
      if (child) unread.delete(child);
    }
    // importedIds keep the order of the import statements: the unresolved ones pair up in order.
    if (unresolved.size === unread.size)
      [...unread].forEach((child, index) => {
        wanted.set(child, [...unresolved.values()][index] ?? ['*']);
        unread.delete(child);
      });
    for (const spec of [...parsed.bare, ...parsed.stars]) {
      const child = resolve(id, spec, info.importedIds);
      if (child) wanted.set(child, ['*']);
    }
    for (const child of unread) if (!wanted.has(child)) wanted.set(child, ['*']);
    for (const [child, names] of wanted) visit(child, names);
  };

  visit(root, ['*']);
  return reached;
}
