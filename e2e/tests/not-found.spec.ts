import { expect, test } from '../support/test';

test.describe('not found', () => {
  test('a path the app has no page for answers 404 with the friendly not-found page', async ({ page }) => {
    for (const path of ['/nonsense', '/welcome/more']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    }
    // A page that exists still answers 200.
    expect((await page.goto('/faq'))?.status()).toBe(200);
  });
});
