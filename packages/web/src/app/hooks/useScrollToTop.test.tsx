import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from './useScrollToTop';

afterEach(() => vi.restoreAllMocks());

function Page() {
  useScrollToTop();
  return null;
}

/** A router at `path` whose page uses the hook, in StrictMode (effects run twice on mount, as in development). */
function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return (...args: Parameters<typeof router.navigate>) => act(() => router.navigate(...args));
}

describe('scrolling to the top on a route change', () => {
  it('leaves the page the browser loaded where the reader is (a tap below the fold before the app adopted it)', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/releases/1');
    expect(scroll).not.toHaveBeenCalled();
  });

  it('scrolls to the top on the next route, unless the navigation keeps the scroll', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const navigate = renderAt('/releases/1');
    await navigate('/artists/2');
    expect(scroll).toHaveBeenCalledTimes(1);
    await navigate('/artists/2/tracks', { state: { scrollToTop: false } });
    expect(scroll).toHaveBeenCalledTimes(1);
    await navigate('/lists/3');
    expect(scroll).toHaveBeenCalledTimes(2);
  });
});
