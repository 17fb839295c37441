import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { publishedPaths } from './support';

const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

test('every seeded page has zero axe violations', async ({ page }) => {
  const paths = [...(await publishedPaths(page)), '/no/such/page', '/login'];
  for (const path of paths) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary, `axe violations on ${path}`).toEqual([]);
  }
});

test('the mobile layout has zero axe violations with the navigation open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).first().click();
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
