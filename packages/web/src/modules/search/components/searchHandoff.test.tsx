import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PlainSearchInput } from './PlainSearchInput';
import { QuickSearch } from './QuickSearch';

/** The header's quick search as TopBar draws it: the plain box stands in until the code is in. */
function header() {
  let arrive: (module: { default: ComponentType }) => void = () => {};
  const Quick = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  renderWithProviders(
    <Suspense fallback={<PlainSearchInput standIn />}>
      <Quick />
    </Suspense>,
  );
  return { arrive: () => act(async () => arrive({ default: QuickSearch })) };
}

describe('the header search box, swapped for the quick search as its code arrives', () => {
  it('keeps what was typed and the focus, the caret after the text', async () => {
    const { arrive } = header();
    const standIn = await screen.findByRole('searchbox', { name: 'Search' });
    await userEvent.type(standIn, 'blu');
    await arrive();
    const box = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(box.value).toBe('blu');
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard('e');
    expect(box.value).toBe('blue');
  });

  it('takes nothing when nothing was typed and the box was not focused', async () => {
    const { arrive } = header();
    await screen.findByRole('searchbox', { name: 'Search' });
    await arrive();
    const box = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(box.value).toBe('');
    expect(document.activeElement).not.toBe(box);
  });
});
