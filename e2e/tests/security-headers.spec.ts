import { expect, test } from '../support/test';

/** Every main route, as a visitor and a member reach it, must run under the Content-Security-Policy. */
const ROUTES = [
  '/',
  '/releases/1',
  '/songs/1',
  '/artists/1',
  '/search?q=love',
  '/lists',
  '/login',
  '/signup',
  '/subscribe',
  '/users/demolistener',
  '/faq',
];

test('every main route runs with the Content-Security-Policy on and reports no violation', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const route of ROUTES) {
    const response = await page.goto(route);
    expect(response?.headers()['content-security-policy'], route).toContain("frame-ancestors 'none'");
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    violations.push(...seen.map((text) => `${route}: ${text}`));
  }
  expect(violations).toEqual([]);
});
