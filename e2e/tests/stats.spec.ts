import { expect, test } from '../support/test';

/**
 * Issue #33: a visitor opens the demo member's profile, their stats, a year's stats and that year in
 * review, and reads a chart as a table.
 */
test('profile → stats → a year → year in review → a chart as a table', async ({ page }) => {
  // Four pages and two charts' chunks on the embedded database: 29 s of the default 30 on a loaded machine.
  test.slow();
  await page.goto('/users/demolistener');
  await page.getByRole('link', { name: 'Stats' }).click();
  await expect(page).toHaveURL(/\/users\/demolistener\/stats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stats, all time' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Listens and checks by year' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Listens and checks by year: a chart/ })).toBeVisible();

  await page.getByLabel('Period').selectOption('2025');
  await expect(page).toHaveURL(/\/stats\?year=2025$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stats 2025' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Listens and checks by month' })).toBeVisible();
  await expect(page.getByText(/Longest streak/)).toBeVisible();

  await page.getByRole('link', { name: '2025 in review →' }).click();
  await expect(page).toHaveURL(/\/users\/demolistener\/year\/2025$/);
  await expect(page.getByRole('heading', { level: 1, name: '2025 in review' })).toBeVisible();
  await expect(page.getByText(/vs 2024/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top albums' })).toBeVisible();

  const months = page.getByRole('region', { name: 'Month by month' });
  await months.getByRole('button', { name: 'Show as table' }).click();
  const table = months.getByRole('table', { name: 'Listens and checks by month' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('rowheader', { name: '2025-01' })).toBeVisible();
  await expect(months.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-pressed', 'true');
});
