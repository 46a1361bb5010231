import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

// A full collection, so the heap read after it holds only what the server kept.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

function heapUsedMb(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

/** A distinct document each time (the parse cache is keyed by the text), of four kinds a guest may send. */
const refusedDocuments = {
  // The attack of issue #26: 75,000 aliases in 0.87 MB, under the body limit; refused by its length.
  huge: (n: number) =>
    `{ release(id: ${n}) { ${Array.from({ length: 75_000 }, (_, i) => `a${i}:title`).join(' ')} } }`,
  // Within the text limit and the token limit, over the aliases limit: refused once parsed.
  aliases: (n: number) =>
    `{ release(id: ${n}) { ${Array.from({ length: 300 }, (_, i) => `t${i}: title`).join(' ')} } }`,
  // Not valid against the schema: Mercurius would keep it in its error cache.
  invalid: (n: number) =>
    `{ release(id: ${n}) { ${Array.from({ length: 600 }, (_, i) => `nope${i}`).join(' ')} } }`,
  // Over the token limit: the parser stops.
  tokens: (n: number) => `{ release(id: ${n}) { ${'id '.repeat(3_000)} } }`,
};

// The parse and its cache sit in front of the database, the same code on either: the heap test (a
// parse and validation of 320 documents) runs in the embedded database's run only.
const embedded = process.env.TEST_DB !== 'postgres';

describe('refused documents are not kept (issue #26: crash by parse cache)', () => {
  it.runIf(embedded)(
    'hundreds of distinct refused documents leave the heap flat',
    async () => {
      const send = async (kind: keyof typeof refusedDocuments, n: number) => {
        const { status, body } = await server.current.graphql(refusedDocuments[kind](n));
        expect(status, kind).toBe(400);
        expect(body.errors?.[0]?.extensions?.code, kind).toMatch(
          /QUERY_TOO_COMPLEX|GRAPHQL_VALIDATION_FAILED/,
        );
      };
      // Warm up every path once, then measure.
      for (const kind of Object.keys(refusedDocuments) as (keyof typeof refusedDocuments)[])
        await send(kind, 0);
      const before = heapUsedMb();
      for (let n = 1; n <= 100; n++) {
        await send('aliases', n);
        await send('invalid', n);
        await send('tokens', n);
        if (n % 5 === 0) await send('huge', n);
      }
      const grown = heapUsedMb() - before;
      // Kept, 100 alias documents alone would hold ~30 MB and 20 huge ones ~1.2 GB.
      expect(grown).toBeLessThan(15);
    },
    // A wait, not a budget: 320 documents take 3 s alone, and a minute or two beside the rest of `npm test`.
    300_000,
  );

  it('answers each kind with the limit it passed', async () => {
    const huge = await server.current.graphql(refusedDocuments.huge(1));
    expect(huge.body.errors?.[0]?.message).toMatch(/the limit is 16384 bytes/);
    const aliases = await server.current.graphql(refusedDocuments.aliases(1));
    expect(aliases.body.errors?.[0]?.message).toContain('"title" under 300 aliases; the limit is 50');
    const tokens = await server.current.graphql(refusedDocuments.tokens(1));
    expect(tokens.body.errors?.[0]).toMatchObject({
      message: 'The query holds more than 2000 tokens; the limit is 2000 tokens.',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
    const invalid = await server.current.graphql(refusedDocuments.invalid(1));
    expect(invalid.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('a depth over the limit is QUERY_TOO_COMPLEX with its status, like the other limits', async () => {
    let selection = 'id';
    for (let depth = 0; depth < 6; depth++) selection = `tracks { song { release { ${selection} } } }`;
    const { status, body } = await server.current.graphql(`{ release(id: 1) { ${selection} } }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: 'The query is 20 fields deep; the limit is a depth of 15.',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });
});
