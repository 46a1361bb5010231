import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

const OPERATION_FILE = /\/src\/.+\/graphql\/[^/]+\.ts$/;
const GRAPHQL_CALL = /graphql\(\s*`([^`]*)`\s*\)/g;
const GRAPHQL_IMPORT =
  /import\s*\{\s*graphql\s*\}\s*from\s*'([^']*\/graphql\/generated)(?:\/index(?:\.ts)?)?'\s*;\n?/;
const GENERATED_DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*$/gm;

/** The export codegen's client preset gives a document: `FooDocument`, or `FooFragmentDoc`. */
function documentExportName(source: string): string {
  const match = /\b(query|mutation|subscription|fragment)\s+(\w+)/.exec(source);
  if (!match?.[1] || !match[2])
    throw new Error(`No operation name in GraphQL document: ${source.slice(0, 80)}`);
  const pascal = match[2].charAt(0).toUpperCase() + match[2].slice(1);
  return match[1] === 'fragment' ? `${pascal}FragmentDoc` : `${pascal}Document`;
}

/** Every generated document as its JSON literal, by export name. */
function readGeneratedDocuments(file: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const match of readFileSync(file, 'utf8').matchAll(GENERATED_DOCUMENT)) {
    if (match[1] && match[2]) documents.set(match[1], match[2]);
  }
  return documents;
}

/**
 * Build-time stand-in for the client preset's Babel plugin: each `graphql(\`…\`)` call in an
 * operation file becomes the pre-parsed document itself. Without it every chunk would share the
 * `gql.ts` map, which holds every query of the app (twice); with it a chunk carries only its own.
 * Types are unaffected: TypeScript still sees the typed `graphql()` overloads.
 */
export function graphqlDocumentImports(): Plugin {
  return {
    name: 'earmark:graphql-document-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!OPERATION_FILE.test(id) || id.includes('/generated/')) return null;
      const generatedDir = GRAPHQL_IMPORT.exec(code)?.[1];
      if (!generatedDir) return null;
      const generatedFile = resolve(dirname(id), generatedDir, 'graphql.ts');
      this.addWatchFile(generatedFile);
      const documents = readGeneratedDocuments(generatedFile);
      const body = code.replace(GRAPHQL_CALL, (_call, source: string) => {
        const name = documentExportName(source);
        const document = documents.get(name);
        if (!document) throw new Error(`${name} is missing from ${generatedFile}: run npm run codegen`);
        return document;
      });
      return { code: body.replace(GRAPHQL_IMPORT, ''), map: null };
    },
  };
}
