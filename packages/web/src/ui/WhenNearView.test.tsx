import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WhenNearView } from './WhenNearView';

/** An IntersectionObserver the test drives: it reports only when told the place came near. */
const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[]; margin?: string }> = [];
const original = globalThis.IntersectionObserver;

class ManualObserver {
  private readonly record;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, targets: [] as Element[], margin: options?.rootMargin };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.targets = [];
  }
}

function comeNear(isIntersecting: boolean) {
  for (const { callback, targets } of observers)
    for (const target of targets)
      callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
}

afterEach(() => {
  globalThis.IntersectionObserver = original;
  observers.length = 0;
});

describe('WhenNearView', () => {
  it('keeps the space until the place comes within half a screen, then renders its children', async () => {
    globalThis.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
    const { container } = render(
      <WhenNearView minHeight={{ base: 640, md: 320 }}>
        <h2>Newest Albums</h2>
      </WhenNearView>,
    );
    expect(screen.queryByRole('heading', { name: 'Newest Albums' })).toBeNull();
    const place = container.firstElementChild as HTMLElement;
    expect(place.style.getPropertyValue('--near-base')).toBe('640px');
    expect(place.style.getPropertyValue('--near-md')).toBe('320px');
    expect(observers[0]?.margin).toBe('0px 0px 50% 0px');
    await act(async () => comeNear(false));
    expect(screen.queryByRole('heading', { name: 'Newest Albums' })).toBeNull();
    await act(async () => comeNear(true));
    // Drawn in the same place: its height is kept while the section loads (WhenNearView.module.css).
    expect(place.contains(screen.getByRole('heading', { name: 'Newest Albums' }))).toBe(true);
    expect(observers.every((observer) => observer.targets.length === 0)).toBe(true);
  });
});
