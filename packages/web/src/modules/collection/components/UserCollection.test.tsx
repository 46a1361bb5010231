import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FOR_LATER_COLLECTION_PARAMS } from '../collectionParams';
import { UserLibraryQuery } from '../graphql/UserLibrary';
import { COLLECTION_VIEW_KEY } from '../hooks/useCollectionView';
import { UserCollection } from './UserCollection';

const member = { id: '1', username: 'listener', isAdmin: false, isSupporter: false };

function release(id: number, own: { checked?: boolean; deep?: boolean; rating?: number | null } = {}) {
  return {
    __typename: 'Release' as const,
    id: String(id),
    title: `Album ${id}`,
    artistName: 'Blue Band',
    link: `/releases/${id}`,
    mbReleaseGroupLink: null,
    youtubePlaylistId: null,
    year: 2001,
    image: `/covers/releases/${id}.svg`,
    imageBackup: null,
    artists: [{ __typename: 'ReleaseArtist' as const, id: '3', name: 'Blue Band', joinPhrase: '' }],
    currentUserHasChecked: own.checked ?? false,
    currentUserDeepListened: own.deep ?? false,
    isPurpleCheck: false,
    currentUserHasAddedToListenTo: false,
    currentUserHasLiked: false,
    currentUserHasLoved: false,
    currentUserHasFavorited: false,
    currentUserRating: own.rating ?? null,
    numberOfChecks: 1,
    numberOfLikes: 0,
    numberOfLoves: 0,
    numberOfFavorites: 0,
  };
}

/** Answers every UserLibrary request matching `match` (filters and offset) with these items. */
function library(
  items: ReturnType<typeof release>[],
  totalCount: number,
  match: (vars: Record<string, unknown>) => boolean = () => true,
) {
  return {
    request: { query: UserLibraryQuery, variables: match },
    maxUsageCount: 10,
    result: {
      data: {
        user: {
          __typename: 'User' as const,
          id: '1',
          collection: {
            __typename: 'CollectionConnection' as const,
            edges: items.map((node) => ({ __typename: 'CollectionEdge' as const, node })),
            pageInfo: { __typename: 'PageInfo' as const, hasMore: false, totalCount },
          },
        },
      },
    },
  };
}

afterEach(() => localStorage.clear());

describe('UserCollection', () => {
  it('takes a page past the last (?page=99) to the last page, replacing the entry', async () => {
    const offset = (value: number) => (vars: Record<string, unknown>) => vars.offset === value;
    const { router } = renderWithProviders(<UserCollection username="listener" />, {
      member,
      path: '/collection',
      url: '/collection?page=99',
      mocks: [library([], 389, offset(4900)), library([release(351)], 389, offset(350))],
    });
    expect(await screen.findByText('Album 351')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=8');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('389 items')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 8' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText('No items')).toBeNull();
  });

  it('counts one item in the singular', async () => {
    renderWithProviders(<UserCollection username="listener" />, {
      member,
      path: '/collection',
      mocks: [library([release(1)], 1)],
    });
    expect(await screen.findByText('1 item')).toBeTruthy();
    expect(screen.queryByText('1 items')).toBeNull();
  });

  it("shows the member's own rating and listen, headphones for a deep one, in every view", async () => {
    const items = [release(1, { checked: true, deep: true, rating: 4.5 }), release(2, { checked: true })];
    renderWithProviders(<UserCollection username="listener" />, {
      member,
      path: '/collection',
      mocks: [library(items, 2)],
    });
    for (const view of ['List', 'Grid', 'Compact']) {
      await userEvent.click(await screen.findByRole('radio', { name: view }));
      const [first, second] = await screen.findAllByTestId('collection-item');
      expect(within(first as HTMLElement).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
      if (view !== 'List') {
        // The list view has the Listened button itself (with the headphones, listening's own test).
        expect(within(first as HTMLElement).getByRole('img', { name: 'Deep listened' })).toBeTruthy();
        expect(within(second as HTMLElement).getByRole('img', { name: 'Listened' })).toBeTruthy();
      } else {
        const button = within(first as HTMLElement).getByRole('button', { name: 'Listened' });
        expect(button.querySelector('.tabler-icon-headphones')).not.toBeNull();
      }
    }
  });

  it('remembers the chosen view on the device', async () => {
    const first = renderWithProviders(<UserCollection username="listener" />, {
      member,
      path: '/collection',
      mocks: [library([release(1)], 1)],
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Grid' }));
    expect(localStorage.getItem(COLLECTION_VIEW_KEY)).toBe('grid');
    first.unmount();
    renderWithProviders(<UserCollection username="listener" />, {
      member,
      path: '/collection',
      mocks: [library([release(1)], 1)],
    });
    await screen.findAllByTestId('collection-item');
    expect(screen.getByRole('radio', { name: 'Grid' }).getAttribute('aria-checked') ?? '').not.toBe('false');
    expect((screen.getByRole('radio', { name: 'Grid' }) as HTMLInputElement).checked).toBe(true);
  });

  it('starts the For Later page on the for-later status, and keeps it out of the URL', async () => {
    const forLater = (vars: Record<string, unknown>) =>
      JSON.stringify(vars.filters) === JSON.stringify({ type: 'RELEASE', listenToStatus: 'ALL' });
    const { router } = renderWithProviders(
      <UserCollection username="listener" defaults={FOR_LATER_COLLECTION_PARAMS} />,
      {
        member,
        path: '/users/:username/:section',
        url: '/users/listener/listen-to',
        mocks: [library([release(1)], 1, forLater)],
      },
    );
    expect(await screen.findByText('1 item')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Songs' }));
    expect(router.state.location.pathname).toBe('/users/listener/listen-to');
    expect(router.state.location.search).toBe('?type=songs');
  });
});
