import { LIMITS } from '@earmark/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { skippedHeadingLevel } from '../../../test/headings';
import { sampleLog } from '../../../test/logFixture';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { UserForActivityQuery } from '../graphql/UserForActivity';
import { UserActivityTab } from './UserActivityTab';

const PAGE = LIMITS.activityPageSize;

const march = { ...sampleLog, user: { ...sampleLog.user, displayName: null } };

/** Page 2 of @friend's diary (three pages): two reflections, in March and February. */
function renderDiaryPage2() {
  return renderDiaryPage(2, [
    march,
    { ...march, id: '49', link: '/reflections/49', rawDate: '2026-02-02', dateText: 'Feb 2' },
  ]);
}

/** Page `page` of @friend's diary of `total` reflections, answering `logs`. */
function renderDiaryPage(page: number, logs: (typeof sampleLog)[], total = PAGE * 2 + 5) {
  return renderWithProviders(
    <>
      {/* The user page's own heading (CompactHeader) above the tab. */}
      <h1>@friend</h1>
      <UserActivityTab username="friend" />
    </>,
    {
      path: '/users/:username/:section?',
      url: `/users/friend/diary?page=${page}`,
      prepareCache: (cache) =>
        cache.writeQuery({
          query: UserForActivityQuery,
          variables: {
            username: 'friend',
            type: 'DIARY',
            itemTypes: undefined,
            sortBy: 'DATE_NEWEST',
            currentUserListenStatusFilter: 'ALL',
            offset: (page - 1) * PAGE,
            limit: PAGE,
          },
          data: {
            user: {
              __typename: 'User',
              id: '2',
              username: 'friend',
              logs: {
                __typename: 'LogConnection',
                edges: logs.map((node) => ({ __typename: 'LogEdge' as const, node })),
                pageInfo: {
                  __typename: 'PageInfo' as const,
                  hasMore: page * PAGE < total,
                  totalCount: total,
                },
              },
            },
          },
        }),
    },
  );
}

describe('the diary (UserActivityTab)', () => {
  it('month headings come right under the page heading (no skipped level)', async () => {
    renderDiaryPage2();
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'February 2026', level: 2 })).toBeTruthy();
    expect(skippedHeadingLevel()).toBeNull();
  });

  it("names the pager's buttons, marks the page shown, and its Next goes to page 3", async () => {
    const { router } = renderDiaryPage2();
    const previous = await screen.findByRole('button', { name: 'Previous page' });
    const pager = within(previous.parentElement as HTMLElement);
    expect(pager.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 1',
      'Page 2',
      'Page 3',
      'Next page',
    ]);
    expect(pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(pager.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=3');
  });

  it('a page past the end goes to the last page, not to "No reflections yet."', async () => {
    const { router } = renderDiaryPage(9, [], PAGE + 5);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    // The entry past the end is replaced: Back leads to the page before it.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('No reflections yet.')).toBeNull();
  });
});
