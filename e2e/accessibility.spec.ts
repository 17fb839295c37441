import { test, expect } from './fixtures';
import { expectNoViolations } from './support';

// Every seeded page, the not-found page and the sign-in page are checked at both widths by the crawl (crawl.spec.ts).

test('the mobile layout has zero axe violations with the navigation open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).first().click();
  await expectNoViolations(page, 'home page at 375 px with the navigation open');
});

test('the login, forgot-password and password-recovery overlays have zero axe violations', async ({ page }) => {
  const check = (label: string) => expectNoViolations(page, label);
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Welcome' });
  await login.getByRole('button', { name: 'Submit' }).click();
  await expect(login.getByText('Password is required')).toBeVisible();
  await check('login overlay with errors');
  await login.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible();
  await check('forgot-password overlay');
  await page.goto('/?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG&email=someone%40example.org');
  await expect(page.getByRole('dialog', { name: 'Welcome' }).getByLabel('Password Confirmation')).toBeVisible();
  await check('password-recovery dialog');
});
