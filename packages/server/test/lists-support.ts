import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/open-db.ts';
import { selectRows } from '../src/db/select-rows.ts';

export const LIST_FIELDS = /* GraphQL */ `
  fragment SavedList on List {
    id name description isPersonal isRanked createdBy tags yearStart yearEnd period itemsCount
    numberOfLikes numberOfFollows currentUserLikes currentUserFollows isEditable
    sections { id title description position }
    items(limit: 100) {
      edges { node { position description itemType sectionId item { __typename ... on Release { id } ... on Song { id } ... on Artist { id } } } }
    }
  }
`;

export const CREATE_LIST = /* GraphQL */ `
  mutation createList($fields: ListFieldsInput!, $items: [ListItemInput!]!, $sections: [ListSectionInput!]) {
    createList(fields: $fields, items: $items, sections: $sections) { ...SavedList }
  }
  ${LIST_FIELDS}
`;

export const UPDATE_LIST = /* GraphQL */ `
  mutation updateList($listId: ID!, $fields: ListFieldsInput!, $items: [ListItemInput!]!, $sections: [ListSectionInput!]) {
    updateList(listId: $listId, fields: $fields, items: $items, sections: $sections) { ...SavedList }
  }
  ${LIST_FIELDS}
`;

export const DELETE_LIST = 'mutation deleteList($id: ID!) { deleteList(id: $id) }';

export const ADD_ITEM = /* GraphQL */ `
  mutation AddItemToLists($lists: [ListTargetInput!]!, $item: ListItemInput!) {
    addItemToLists(lists: $lists, item: $item) { ...SavedList }
  }
  ${LIST_FIELDS}
`;

export type SavedList = {
  id: string;
  name: string;
  itemsCount: number;
  period: string;
  tags: string[];
  numberOfLikes: number;
  numberOfFollows: number;
  sections: { id: string; title: string; position: number }[];
  items: {
    edges: {
      node: {
        position: number;
        description: string | null;
        sectionId: string | null;
        item: { __typename: string; id: string };
      };
    }[];
  };
};

export const item = (source: 'RELEASE' | 'SONG' | 'ARTIST', id: number, description?: string) => ({
  id: String(id),
  source,
  ...(description === undefined ? {} : { description }),
});

/** The items of a saved list in order, as "Type:id@section". */
export function layout(list: SavedList | undefined): string[] {
  const titles = new Map(list?.sections.map((section) => [section.id, section.title]));
  return (list?.items.edges ?? []).map(
    ({ node }) =>
      `${node.item.__typename}:${node.item.id}@${node.sectionId ? titles.get(node.sectionId) : '-'}`,
  );
}

const TABLES = [
  sql`select * from lists order by id`,
  sql`select * from list_sections order by id`,
  sql`select * from list_items order by id`,
  sql`select * from list_likes order by user_id, list_id`,
  sql`select * from list_follows order by user_id, list_id`,
  sql`select id, number_of_lists, number_of_favorites, number_of_checks from releases order by id`,
  sql`select id, number_of_lists, number_of_favorites from songs order by id`,
  sql`select id, number_of_favorites from artists order by id`,
  sql`select id, number_of_lists, number_of_checks from users order by id`,
  sql`select * from user_releases order by user_id, release_id`,
  sql`select * from user_artists order by user_id, artist_id`,
];

/** Every row the lists feature can touch, to show a refused call changed nothing. */
export async function listTables(db: Db): Promise<string> {
  const all: unknown[] = [];
  for (const query of TABLES) all.push(await selectRows(db, query));
  return JSON.stringify(all);
}
