import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

const page = (text: string) => () => Promise.resolve(() => <p>{text}</p>);

describe('lazyPage', () => {
  it('draws a preloaded page on the first render, never its fallback', async () => {
    const Page = lazyPage(page('the page'));
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the fallback while a page that was not preloaded loads, and loads it once', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads++;
      return page('later')();
    });
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('later')).toBeTruthy();
    await act(() => Page.preload());
    expect(loads).toBe(1);
  });
});
