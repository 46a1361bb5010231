import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useTypedBeforeAdoption } from './useTypedBeforeAdoption';

function Box({ adopt }: { adopt: boolean }) {
  const [query, setQuery] = useState('');
  const [renders, setRenders] = useState(0);
  const typedRef = useTypedBeforeAdoption(query, setQuery);
  return (
    <>
      <input
        aria-label="Search"
        ref={adopt ? typedRef : undefined}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <output>{query}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render again
      </button>
    </>
  );
}

/** A drawn page's field typed into before the app adopts it, then a later render of it. */
async function typeThenAdopt(adopt: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Box adopt={adopt} />);
  document.body.append(container);
  const field = container.querySelector('input') as HTMLInputElement;
  field.value = 'Hom';
  await act(async () => {
    hydrateRoot(container, <Box adopt={adopt} />);
  });
  await act(async () => {
    container.querySelector('button')?.click();
  });
  const result = { field: field.value, state: container.querySelector('output')?.textContent };
  container.remove();
  return result;
}

describe('useTypedBeforeAdoption', () => {
  it('takes the text typed into a drawn field before the app adopted it into the state', async () => {
    expect(await typeThenAdopt(true)).toEqual({ field: 'Hom', state: 'Hom' });
  });

  it('is what keeps that text: without it the next render puts the empty state back', async () => {
    expect(await typeThenAdopt(false)).toEqual({ field: '', state: '' });
  });
});
