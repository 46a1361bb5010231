import { createRequire } from 'node:module';
import { buildSchema } from './schema.ts';

// The graphql instance Pothos and Mercurius load (CommonJS). A bundler-resolved ESM copy would be
// a second "realm" whose instanceof checks reject the schema's types.
const { printSchema } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

export const SCHEMA_HEADER =
  '# Printed from the code by `npm run schema:print -w @earmark/server`; do not edit.\n\n';

/** The schema as committed in packages/server/schema.graphql (the builder sorts it). */
export function printSchemaText(): string {
  return `${SCHEMA_HEADER}${printSchema(buildSchema())}\n`;
}
