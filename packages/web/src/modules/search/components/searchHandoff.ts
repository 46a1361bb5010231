import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The header's plain search box stands in for the quick search until its code is in (TopBar's
 * Suspense fallback). What the member typed there, and whether the box had the focus, go over to
 * the box that replaces it: typed on a slow phone before the swap, the letters were lost and the
 * focus fell to the page (a journey saw "blue" become ""). The stand-in keeps them here as they
 * change, since the box replacing it is drawn before the stand-in is taken out.
 */
type Handoff = { text: string; focused: boolean };

const NONE: Handoff = { text: '', focused: false };
let left: Handoff = NONE;

/** The stand-in box: keeps its text and focus where the box replacing it will find them. */
export function useLeaveSearchHandoff(
  input: RefObject<HTMLInputElement | null>,
  standIn: boolean,
  text: string,
): void {
  useLayoutEffect(() => {
    if (standIn) left = { ...left, text };
  }, [standIn, text]);
  useLayoutEffect(() => {
    const element = input.current;
    if (!standIn || !element) return;
    const note = () => {
      left = { ...left, focused: document.activeElement === element };
    };
    note();
    element.addEventListener('focus', note);
    element.addEventListener('blur', note);
    return () => {
      element.removeEventListener('focus', note);
      element.removeEventListener('blur', note);
    };
  }, [input, standIn]);
}

/**
 * The box replacing the stand-in: the text it left (its first state) and, once drawn, the focus with
 * the caret after the text. Nothing for a box that replaced no stand-in.
 */
export function useTakeSearchHandoff(input: RefObject<HTMLInputElement | null>): string {
  const [taken] = useState(() => left);
  useLayoutEffect(() => {
    left = NONE;
    const element = input.current;
    if (!taken.focused || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [input, taken]);
  return taken.text;
}
