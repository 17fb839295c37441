import { test, expect } from './fixtures';
import { adminPassword, signIn, signInThroughForm, userPassword, waitForMail } from './support';
import { sameSite } from './api';

test('an ordinary visitor never sees the editor menu', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('navigation', { name: 'Editor menu' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('?login on any page shows the signed-out menu (collapse and login) and the login overlay', async ({ page }) => {
  await page.goto('/about?login');
  const menu = page.getByRole('navigation', { name: 'Editor menu' });
  await expect(menu.getByRole('button')).toHaveText([/Collapse menu/, /Login/]);
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await menu.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await menu.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(menu.getByRole('button', { name: 'Expand menu' })).toBeVisible();
});

test('the signed-out menu covers nothing of the page: the page makes room for it, open or collapsed', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Welcome' }).getByRole('button', { name: 'Close' }).click();
  const menu = page.getByRole('navigation', { name: 'Editor menu' });
  const heading = page.getByRole('heading', { level: 1, name: 'Staff sign in' });
  const rightOf = async () => (await menu.boundingBox())!.x + (await menu.boundingBox())!.width;
  expect((await heading.boundingBox())!.x).toBeGreaterThanOrEqual(await rightOf());
  await menu.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(menu.getByRole('button', { name: 'Expand menu' })).toBeVisible();
  await expect.poll(async () => (await heading.boundingBox())!.x).toBeLessThan(100);
  expect((await heading.boundingBox())!.x).toBeGreaterThanOrEqual(await rightOf());
});

test('the login overlay validates both fields and shows the server message', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await expect(dialog.getByLabel('Username or Email')).toBeFocused();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Username or email is required')).toBeVisible();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await dialog.getByLabel('Username or Email').fill('ad');
  await dialog.getByLabel('Password').fill('pw');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Username or email must be at least 3 characters')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Username or Email').fill('admin');
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The username, email or password is not right.');
});

test('signing in by email, case-insensitively, opens the editor', async ({ page }) => {
  await signInThroughForm(page, 'ADMIN@example.org', adminPassword);
  await expect(page.getByRole('navigation', { name: 'Editor menu' })).toBeVisible();
});

test('the forgot-password overlay: back, close, validation messages and the success state', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Welcome' }).getByRole('button', { name: 'Forgot Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please provide your email address')).toBeVisible();
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please provide a valid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill('someone@example.org');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  await expect(dialog.getByText('We have sent you some instructions to recover your password to your email.')).toBeVisible();
  await dialog.getByRole('link', { name: 'try another email address' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Welcome' }).getByRole('button', { name: 'Forgot Password' }).click();
  await page.getByRole('dialog', { name: 'Forgot Password' }).getByLabel('Email').fill('someone@example.org');
  await page.getByRole('dialog', { name: 'Forgot Password' }).getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Back to login' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
});

test('a reset email arrives over SMTP and its link resets the password in the browser', async ({ page, browser }) => {
  const started = Date.now();
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Welcome' }).getByRole('button', { name: 'Forgot Password' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await forgot.getByLabel('Email').fill('reset.me@example.org');
  await forgot.getByRole('button', { name: 'Submit' }).click();
  await expect(forgot.getByRole('heading', { name: 'Check your mail' })).toBeVisible();

  const mail = await waitForMail('reset.me@example.org', started);
  const link = /http:\/\/localhost:\d+\/\?token=\S+/.exec(mail)![0];
  expect(new URL(link).searchParams.get('email')).toBe('reset.me@example.org');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  const dialog = visitor.getByRole('dialog', { name: 'Welcome' });
  await expect(dialog.getByLabel('Email')).toHaveValue('reset.me@example.org');
  // The token has left the address bar (and so the history entry) as soon as the page read it.
  await expect.poll(() => visitor.evaluate(() => window.location.href)).toBe(new URL('/', link).href);
  await dialog.getByLabel('Password', { exact: true }).fill('a-brand-new-password');
  await dialog.getByLabel('Password Confirmation').fill('something-else-entirely');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Password Confirmation').fill('a-brand-new-password');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor).toHaveURL(/\/$/);
  await expect(visitor.getByText('Password successfully reset, you can now login.')).toBeVisible();

  // The link is single use.
  await visitor.goto(link);
  await visitor.getByRole('dialog', { name: 'Welcome' }).getByLabel('Password', { exact: true }).fill('another-new-password');
  await visitor.getByRole('dialog', { name: 'Welcome' }).getByLabel('Password Confirmation').fill('another-new-password');
  await visitor.getByRole('dialog', { name: 'Welcome' }).getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Welcome' }).getByRole('alert')).toHaveText('This password reset link is not valid or has expired. Please ask for a new one.');

  await signInThroughForm(visitor, 'reset.me@example.org', 'a-brand-new-password');
});

test('opening a reset link while signed in says so and does not open the dialog', async ({ page }) => {
  await signIn(page);
  await page.goto('/?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG&email=admin%40example.org');
  await expect(page.getByText('You are already logged in as another user')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
});

test('an editor without the publisher role can save but not publish', async ({ page }) => {
  await signIn(page, 'eddie@example.org', userPassword);
  await page.goto('/privacy');
  await expect(page.getByRole('button', { name: 'Save page' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Publish page' })).toBeDisabled();
});

test('every response carries the security headers, and a cross-site POST is refused', async ({ request, baseURL }) => {
  for (const path of ['/', '/api/no-such-call', '/health']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['strict-transport-security'], 'no HSTS over plain http').toBeUndefined();
  }
  const crossSite = await request.post('/api/user/login', { data: { username: 'admin', password: adminPassword }, headers: { origin: 'https://evil.example' } });
  expect(crossSite.status()).toBe(403);
  const sameSite = await request.post('/api/user/login', { data: { username: 'admin', password: adminPassword }, headers: { origin: baseURL! } });
  expect(sameSite.status()).toBe(200);
});
