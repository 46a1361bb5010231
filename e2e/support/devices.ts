/**
 * The mobile project runs only the journeys tagged with this (see playwright.config.ts): the ones
 * whose layout differs on a small screen. Every other journey runs once, on the desktop.
 */
export const MOBILE = { tag: '@mobile' } as const;

/**
 * The two screens issue #27's first-screen and first-click checks name: a phone (390×844) and a
 * desktop (1280×900), by the project running the journey.
 */
export function firstScreenDevice(isMobile: boolean) {
  return isMobile
    ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
    : { viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false };
}
