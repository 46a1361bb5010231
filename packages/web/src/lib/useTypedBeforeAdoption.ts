import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * For a text field of a page the server drew: text typed into it before the app adopted the page
 * (hydration) is taken into the field's state when the app adopts it. React keeps an adopted field's
 * text but not in the state, so the field's next render would put the state's text back over it.
 * Returns the ref for the field; on a page the app drew itself the field starts from its state and
 * nothing happens.
 */
export function useTypedBeforeAdoption(
  state: string,
  setState: (typed: string) => void,
): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null);
  // Once, in the commit that adopts the field: before any later render can overwrite its text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text at adoption only
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== state) setState(typed);
  }, []);
  return ref;
}
