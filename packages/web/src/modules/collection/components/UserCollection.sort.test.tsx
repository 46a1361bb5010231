import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listener as member, releaseForActions } from '../../../test/releaseForActions';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { UserLibraryQuery } from '../graphql/UserLibrary';
import { UserCollection } from './UserCollection';

/** One release named after the request that asked for it, so the list shows which answer it holds. */
function answer(vars: Record<string, unknown>) {
  const title = `Sorted ${String(vars.sort)} ${JSON.stringify(vars.filters)} ${JSON.stringify(vars.reactions)}`;
  return {
    data: {
      user: {
        __typename: 'User' as const,
        id: '1',
        collection: {
          __typename: 'CollectionConnection' as const,
          edges: Array.from({ length: 3 }, (_, index) => ({
            __typename: 'CollectionEdge' as const,
            node: {
              ...releaseForActions,
              id: `${String(vars.sort)}-${index}`,
              title: `${title} #${index}`,
              link: '/releases/1',
              year: 2001,
              image: null,
              imageBackup: null,
              artists: [],
            },
          })),
          pageInfo: { __typename: 'PageInfo' as const, hasMore: false, totalCount: 3 },
        },
      },
    },
  };
}

/** Answers every UserLibrary request after a network-like delay, recording each one's variables. */
function recordingLibrary() {
  const asked: Record<string, unknown>[] = [];
  const mock = {
    request: { query: UserLibraryQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 30,
    result: (vars: Record<string, unknown>) => {
      asked.push(vars);
      return answer(vars);
    },
  };
  return { asked, mock };
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Waits for the requests to stop coming (a tug of war keeps asking), then for the list to settle. */
async function settle(asked: unknown[]) {
  let seen = -1;
  while (seen !== asked.length) {
    seen = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('UserCollection: the URL is the one source of the filters', () => {
  it('goes back to the default sort in one request, and the URL, the select and the list agree', async () => {
    const { asked, mock } = recordingLibrary();
    const { router } = renderWithProviders(<UserCollection username="listener" />, {
      member,
      path: '/collection',
      mocks: [mock],
    });
    await screen.findByText(/^Sorted YEAR_NEWEST.* #0$/);

    await choose('Sort', 'Title: A-Z');
    expect(router.state.location.search).toBe('?itemsSortBy=title-asc');
    await screen.findByText(/^Sorted TITLE_ASC.* #0$/);
    await settle(asked);

    const before = asked.length;
    await choose('Sort', 'Year: Newest First');
    await settle(asked);

    expect(router.state.location.search).toBe('');
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLInputElement).value).toBe(
      'Year: Newest First',
    );
    // One request for the change, with the default sort, and no tug of war between the two sorts.
    expect(asked.slice(before).map((vars) => vars.sort)).toEqual(['YEAR_NEWEST']);
    expect(asked.map((vars) => vars.sort)).toEqual(['YEAR_NEWEST', 'TITLE_ASC', 'YEAR_NEWEST']);
    await waitFor(() => expect(screen.getByText(/^Sorted YEAR_NEWEST.* #0$/)).toBeTruthy());
    expect(screen.queryByText(/^Sorted TITLE_ASC.* #0$/)).toBeNull();
  });

  it('drops the reactions when the listen status turns to For Later, and lists the For Later items', async () => {
    const { asked, mock } = recordingLibrary();
    const { router } = renderWithProviders(<UserCollection username="listener" />, {
      member,
      path: '/collection',
      url: '/collection?reactions=favorited',
      mocks: [mock],
    });
    await screen.findByText(/"FAVORITED"\] #0$/);
    await settle(asked);
    const before = asked.length;
    await choose('Listen status', 'For Later');
    await settle(asked);

    expect(router.state.location.search).toBe('?itemsListenStatus=for-later');
    expect(asked.slice(before)).toHaveLength(1);
    expect(asked.at(-1)).toMatchObject({
      filters: { type: 'RELEASE', listenToStatus: 'ALL' },
      reactions: [],
    });
    await waitFor(() => expect(screen.getByText(/listenToStatus.* #0$/)).toBeTruthy());
    expect(screen.queryByText(/"FAVORITED"\] #0$/)).toBeNull();
  });
});
