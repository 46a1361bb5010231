import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ListCardFieldsFragment } from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ListsGrid } from './ListsGrid';

const lists: ListCardFieldsFragment[] = [1, 2].map((n) => ({
  __typename: 'List',
  id: String(n),
  name: `Night drives ${n}`,
  link: `/lists/${n}`,
  albumCovers: [],
  itemsCount: 5,
  numberOfLikes: 0,
  createdBy: 'iris',
  isOfficial: false,
}));

describe('ListsGrid (/lists)', () => {
  it("names the pager's buttons and marks the page shown (Lighthouse: buttons without names)", async () => {
    const onPageChange = vi.fn();
    renderWithProviders(
      <ListsGrid
        lists={lists}
        totalCount={40}
        page={2}
        error={undefined}
        emptyText="No lists yet."
        onPageChange={onPageChange}
      />,
    );
    const pager = screen.getByRole('button', { name: 'Previous page' }).parentElement as HTMLElement;
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Next page']);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('takes a page past the last (?page=999) to the last page, not to "No lists"', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(
      <ListsGrid
        lists={[]}
        totalCount={134}
        page={999}
        error={undefined}
        emptyText="No member lists yet."
        onPageChange={onPageChange}
      />,
    );
    await waitFor(() => expect(onPageChange).toHaveBeenCalledWith(12, { replace: true }));
    expect(onPageChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('No lists')).toBeNull();
  });
});
