import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchemaText } from '../graphql/print.ts';

/** Writes packages/server/schema.graphql, which the web client generates its types from. */
const target = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
writeFileSync(target, printSchemaText());
console.log(`Wrote ${target}`);
