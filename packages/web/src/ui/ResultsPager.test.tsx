import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { PagedResults, ResultsPager } from './ResultsPager';

function Paged() {
  const [page, setPage] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setPage(1)}>
        Back to the first page
      </button>
      <PagedResults page={page} label="Lists">
        <p>Page {page}</p>
        {/* Redrawn with each page, as a page loading draws a placeholder in its place. */}
        <div key={page}>
          <ResultsPager total={3} value={page} onChange={setPage} />
        </div>
      </PagedResults>
    </>
  );
}

describe('ResultsPager and PagedResults', () => {
  it('draws no pager for a single page', () => {
    renderWithProviders(<ResultsPager total={1} value={1} onChange={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('brings the new page’s start into view with the focus, not the document’s start', async () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    renderWithProviders(<Paged />);
    const results = screen.getByRole('region', { name: 'Lists' });
    // Not on the first render: the focus stays where the reader is.
    expect(document.activeElement).toBe(document.body);
    // The reader is at the bottom of the list: its start is above the screen.
    vi.spyOn(results, 'getBoundingClientRect').mockReturnValue({ top: -900 } as DOMRect);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Page 2')).toBeTruthy();
    expect(document.activeElement).toBe(results);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('leaves the focus where it is when the page changes another way (a filter above, Back)', async () => {
    renderWithProviders(<Paged />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    const control = screen.getByRole('button', { name: 'Back to the first page' });
    await userEvent.click(control);
    expect(await screen.findByText('Page 1')).toBeTruthy();
    expect(document.activeElement).toBe(control);
  });
});
