import SchemaBuilder from '@pothos/core';
import type { Context } from '../context.ts';

export type BuilderTypes = {
  Context: Context;
  Scalars: { ID: { Input: string; Output: string | number } };
  DefaultFieldNullability: false;
};

/** The one Pothos builder; every module adds its types and fields to it. */
export const builder = new SchemaBuilder<BuilderTypes>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});

/** The builder's full type parameter, for helpers that take Pothos refs. */
export type Types = typeof builder.$inferSchemaTypes;
