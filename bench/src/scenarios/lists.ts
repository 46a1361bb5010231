import pg from 'pg';
import { startServer } from '../server-process.ts';
import { timeQuery } from './collection-timing.ts';

/** The web client's ListForListItems (packages/web/src/modules/lists/graphql/ListForListItems.ts), first page. */
const LIST_FOR_LIST_ITEMS = /* GraphQL */ `
  query ListForListItems($id: ID!, $limit: Int, $offset: Int) {
    list(id: $id) { id
      items(limit: $limit, offset: $offset) {
        edges { node { id position description sectionId itemType
          item { __typename ... on Release { id title year image thumb artists { id name joinPhrase } currentUserHasChecked }
                 ... on Song { id title year image artists { id name joinPhrase } currentUserHasChecked }
                 ... on Artist { id name image } } } }
        pageInfo { hasMore totalCount } } } }
`;
/** The /lists index (User Lists tab), first page of 12 cards. */
const USER_LISTS_FOR_LISTS_LIST = /* GraphQL */ `
  query UserListsForListsList($sortBy: ListSortBy, $offset: Int, $limit: Int) {
    userLists(sortBy: $sortBy, offset: $offset, limit: $limit) {
      edges { node { id name link albumCovers itemsCount numberOfLikes createdBy isOfficial } }
      pageInfo { hasMore totalCount } } }
`;
const CREATE_LIST = /* GraphQL */ `
  mutation createList($fields: ListFieldsInput!, $items: [ListItemInput!]!, $sections: [ListSectionInput!]) {
    createList(fields: $fields, items: $items, sections: $sections) { id }
  }
`;
const UPDATE_LIST = /* GraphQL */ `
  mutation updateList($listId: ID!, $fields: ListFieldsInput!, $items: [ListItemInput!]!, $sections: [ListSectionInput!]) {
    updateList(listId: $listId, fields: $fields, items: $items, sections: $sections) { id itemsCount }
  }
`;

async function call<T>(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors[0]?.message);
  return body.data;
}

/**
 * On a seeded PostgreSQL: a member's 1,000-item list (made with createList), then the first page of
 * its items, the first page of the lists index, and saving 500 items with updateList.
 */
export async function benchLists(databaseUrl: string, record: (name: string, value: string) => void) {
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED: 'none' }, 3413);
  try {
    const username = `lists${Date.now().toString(36)}`;
    const { signup } = await call<{ signup: { token: string } }>(
      server.url,
      '',
      'mutation($u: String!, $e: String!) { signup(username: $u, email: $e, password: "bench-lists-2026", allowEmail: false) { token } }',
      { u: username, e: `${username}@bench.test` },
    );
    const token = signup.token;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const ids = (await client.query('select id from releases order by id limit 1000')).rows as {
      id: number;
    }[];
    await client.end();
    const items = ids.map(({ id }) => ({ id: String(id), source: 'RELEASE' }));
    const fields = { name: 'Bench: a thousand albums', isPersonal: true };
    const sections = [{ title: 'The rest', items: items.slice(100) }];
    const created = await call<{ createList: { id: string } }>(server.url, token, CREATE_LIST, {
      fields,
      items: items.slice(0, 100),
      sections,
    });
    const listId = created.createList.id;
    const page = await timeQuery(server.url, token, LIST_FOR_LIST_ITEMS, {
      id: listId,
      limit: 20,
      offset: 0,
    });
    record(
      `list of ${items.length.toLocaleString('en-US')} items, first page of items (member)`,
      `p50 ${page.p50} ms, p95 ${page.p95} ms, p99 ${page.p99} ms (budgets p50 ≤ 15 ms; at 1M, p95 ≤ 30 ms)`,
    );
    const index = await timeQuery(server.url, token, USER_LISTS_FOR_LISTS_LIST, {
      sortBy: 'YEAR_NEWEST',
      offset: 0,
      limit: 12,
    });
    record(
      'lists index, User Lists first page (12)',
      `p50 ${index.p50} ms, p95 ${index.p95} ms, p99 ${index.p99} ms (budgets p50 ≤ 20 ms; at 1M, p95 ≤ 30 ms)`,
    );
    const half = items.slice(0, 500);
    const save = await timeQuery(server.url, token, UPDATE_LIST, {
      listId,
      fields,
      items: half.slice(0, 50),
      sections: [{ title: 'Rest', items: half.slice(50) }],
    });
    record(
      'updateList with 500 items (whole content)',
      `p50 ${save.p50} ms, p99 ${save.p99} ms (budget ≤ 300 ms)`,
    );
  } finally {
    await server.stop();
  }
}
