/**
 * The mobile project runs only the journeys tagged with this (see playwright.config.ts): the ones
 * whose layout differs on a small screen. Every other journey runs once, on the desktop.
 */
export const MOBILE = { tag: '@mobile' } as const;
