import type { GraphQLSchema } from 'graphql';
import { builder } from './builder.ts';
import './enums.ts';
import './unions.ts';
import '../modules/catalog/schema.ts';
import '../modules/accounts/schema.ts';
import '../modules/accounts/auth-schema.ts';
import '../modules/accounts/settings-schema.ts';
import '../modules/reflections/schema.ts';
import '../modules/lists/schema.ts';
import '../modules/social/schema.ts';
import '../modules/home/schema.ts';
import '../modules/search/schema.ts';
import '../modules/listening/schema.ts';
import '../modules/listens/schema.ts';
import '../modules/admin/schema.ts';
import '../modules/billing/schema.ts';
import '../modules/stats/schema.ts';

let schema: GraphQLSchema | undefined;

/** The whole GraphQL schema, built once from every module's types. */
export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}
