import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with one addition: the browser contexts a journey opens itself
 * (`browser.newContext()`: a second member, a page without JavaScript) are closed when it ends.
 * Playwright closes only its own `context`; the browser outlives the journey (one per worker), so an
 * open context kept its pages running, polling and drawing, through every later journey of the worker.
 */
export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});
