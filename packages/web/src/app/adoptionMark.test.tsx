import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * public/after-paint.js gives a control what the reader began on the drawn page only once React has
 * drawn or adopted it, which it tells by a key React puts on the element ("__reactProps$…"): React's
 * own detail, so this test fails first if a React upgrade renames it (after-paint would then wait
 * five seconds before every carry-over). The same test as after-paint's `adopted`.
 */
const adopted = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

describe("after-paint's mark of a control React has adopted", () => {
  it('is absent from drawn markup and present once React adopts it', async () => {
    const page = (
      <Suspense fallback={null}>
        <button type="button">Like</button>
        <input aria-label="Search" defaultValue="" />
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const controls = Array.from(container.querySelectorAll('button, input'));
    expect(controls.map(adopted)).toEqual([false, false]);
    await act(async () => {
      hydrateRoot(container, page);
    });
    // The same elements, adopted (not drawn again).
    expect(Array.from(container.querySelectorAll('button, input'))).toEqual(controls);
    expect(controls.map(adopted)).toEqual([true, true]);
    container.remove();
  });
});
