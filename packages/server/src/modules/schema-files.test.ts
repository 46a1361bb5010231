import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers of a server module: a schema file (one that defines GraphQL types or fields with the
 * builder) reads arguments, checks who is asking and calls the module's queries and commands with
 * `ctx.db`; only query and command files hold SQL. So a schema file neither builds SQL nor runs it.
 */
const MODULES = import.meta.dirname;

const REFUSED: Array<[RegExp, string]> = [
  [/from 'drizzle-orm'/, "imports drizzle-orm (SQL is built in the module's queries or commands)"],
  [/\bctx\.db\.\w+/, 'runs a statement on ctx.db (pass ctx.db to a query or command instead)'],
  [/\bselectRows\s*[<(]/, 'runs raw SQL with selectRows'],
  [/\bdb\.(execute|transaction|select|insert|update|delete)\b/, 'runs a statement on a database handle'],
];

/** What a schema file does that belongs in a query or command file: "file: what". */
export function sqlInSchemaFile(file: string, text: string): string[] {
  if (!/from '[./]*graphql\/builder\.ts'/.test(text)) return [];
  return REFUSED.filter(([pattern]) => pattern.test(text)).map(([, what]) => `${file} ${what}`);
}

describe('schema files', () => {
  it('hold no SQL: they call the module’s queries and commands with ctx.db', () => {
    const found = readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => sqlInSchemaFile(file, readFileSync(path.join(MODULES, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds SQL in a schema file', () => {
    const schemaFile = [
      "import { builder } from '../../graphql/builder.ts';",
      "import { sql } from 'drizzle-orm';",
      'const rows = await ctx.db.execute(sql`select 1`);',
    ].join('\n');
    expect(sqlInSchemaFile('x/schema.ts', schemaFile)).toEqual([
      "x/schema.ts imports drizzle-orm (SQL is built in the module's queries or commands)",
      'x/schema.ts runs a statement on ctx.db (pass ctx.db to a query or command instead)',
      'x/schema.ts runs a statement on a database handle',
    ]);
    expect(sqlInSchemaFile('x/queries.ts', "import { sql } from 'drizzle-orm';")).toEqual([]);
  });
});
