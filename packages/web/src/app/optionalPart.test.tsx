import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { optionalPart } from './optionalPart';

const Prompt = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('optionalPart', () => {
  it('draws the part once its chunk is in', async () => {
    const Part = optionalPart(() => Promise.resolve(Prompt));
    render(
      <Suspense fallback={null}>
        <Part name="Ann" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
  });

  it('leaves the part out when its chunk cannot load, and loads it again once back online', async () => {
    const load = vi
      .fn<() => Promise<typeof Prompt>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Prompt);
    const Part = optionalPart(load);
    render(
      <main>
        <p>The page</p>
        <Suspense fallback={null}>
          <Part name="Bo" />
        </Suspense>
      </main>,
    );
    await act(async () => {});
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByText('Hello Bo')).toBeNull();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Hello Bo')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
