import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawingClock, setDrawnAt } from '../lib/clock';
import { TimeAgo } from './TimeAgo';

const drawnAt = Date.parse('2026-11-26T12:00:50Z');
const date = '2026-11-26T12:00:00Z';

/** The server draws "just now"; the browser adopts the page 40 s later, when it is "1 minute ago". */
async function adoptLater(readDrawingTime: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <DrawingClock value={drawnAt}>
      <TimeAgo date={date} />
    </DrawingClock>,
  );
  document.body.append(container);
  const drawn = container.textContent;
  setDrawnAt(readDrawingTime ? drawnAt : null);
  vi.spyOn(Date, 'now').mockReturnValue(drawnAt + 40_000);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <TimeAgo date={date} />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { drawn, adopted: container.textContent, errors };
}

afterEach(() => {
  vi.restoreAllMocks();
  setDrawnAt(null);
});

describe('TimeAgo on a drawn page', () => {
  it('is adopted with the text the server drew, then moves on to the browser clock', async () => {
    const { drawn, adopted, errors } = await adoptLater(true);
    expect(drawn).toBe('just now');
    expect(errors).toEqual([]);
    expect(adopted).toBe('1 minute ago');
  });

  it('without the drawing time, the adoption finds a different text (the mismatch it prevents)', async () => {
    const { errors } = await adoptLater(false);
    expect(errors.length).toBeGreaterThan(0);
  });
});
