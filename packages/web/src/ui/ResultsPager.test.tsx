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
      <button type="button">Before</button>
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
});
