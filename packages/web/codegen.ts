import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  // Printed from the server's code and committed (npm run schema:print).
  schema: '../server/schema.graphql',
  documents: ['src/**/graphql/*.ts', '!src/graphql/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string' },
        skipTypename: false,
      },
    },
  },
};

export default config;
