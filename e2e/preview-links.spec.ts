import { test, expect, type Locator, type Page } from './fixtures';
import { anonymousPage, signIn, userPassword } from './support';
import { createPage, openInEditor, textBlock, unique } from './editor-pages';

const menuButton = (page: Page, label: string): Locator => page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: new RegExp(`^${label}`) });
const BANNER = 'Preview of unpublished changes — not the live page';
const REFUSED = 'This preview link has expired or was revoked.';

test('an editor shares a preview link with a reviewer who has no account, then revokes it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'eddie@example.org', userPassword);
  const id = unique('e2e-preview');
  const title = `Preview page ${id}`;
  const draftText = `Words only reviewers see ${id}`;
  // Saved as a working copy only: visitors never see it.
  const path = await createPage(page, { slug: `preview-page-${id}`, title, contents: [textBlock('text-1', draftText)] });
  await openInEditor(page, path, title);

  const settings = page.getByRole('complementary', { name: 'Page Settings' });
  let link = '';
  await test.step('create a link for 1 day in page settings', async () => {
    await menuButton(page, 'Page settings').click();
    const section = settings.getByRole('region', { name: 'Preview links' });
    await section.getByLabel('Link works for').selectOption('1');
    await section.getByRole('button', { name: 'Create preview link' }).click();
    link = await section.getByRole('textbox', { name: 'New preview link' }).inputValue();
    expect(new URL(link).pathname).toMatch(/^\/preview\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const listed = section.getByRole('list', { name: 'Preview links of this page' }).getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed.first()).toContainText('Made by eddie');
    await expect(listed.first().getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  const reviewer = await anonymousPage(browser);
  await test.step('a signed-out reviewer sees the working copy with the banner, never cached or indexed', async () => {
    const visitor = await reviewer.goto(path);
    expect(visitor?.status()).toBe(404);

    const response = await reviewer.goto(link);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['cache-control']).toContain('no-store');
    expect(headers['cache-control']).not.toContain('public');
    expect(headers['x-robots-tag']).toContain('noindex');
    await expect(reviewer.getByRole('note', { name: 'Preview notice' })).toContainText(BANNER);
    await expect(reviewer.getByRole('note', { name: 'Preview notice' })).toContainText('This link expires at');
    await expect(reviewer.locator('#main-content').getByText(draftText)).toBeVisible();
    await expect(reviewer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex, nofollow/);
    // The visitor layout, without any of the editor.
    await expect(reviewer.getByRole('navigation', { name: 'Editor menu' })).toHaveCount(0);
  });

  await test.step('on a phone, scrolled down, the banner never covers the quick exit', async () => {
    await reviewer.setViewportSize({ width: 390, height: 844 });
    await reviewer.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const exit = reviewer.getByRole('link', { name: 'Exit this page' });
    await expect(exit).toBeInViewport();
    // What a tap at the middle of the exit link reaches is the link itself.
    const reached = await exit.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && link.contains(hit);
    });
    expect(reached).toBe(true);
  });

  await test.step('a revoked link shows only the plain message', async () => {
    page.once('dialog', (dialog) => dialog.accept());
    await settings.getByRole('region', { name: 'Preview links' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Preview link revoked', { exact: true }).first()).toBeVisible();
    const response = await reviewer.goto(link);
    expect(response?.status()).toBe(410);
    expect(response!.headers()['cache-control']).toContain('no-store');
    await expect(reviewer.getByRole('heading', { name: REFUSED })).toBeVisible();
    await expect(reviewer.getByText(draftText)).toHaveCount(0);
    await expect(reviewer.getByText(title)).toHaveCount(0);
  });

  await test.step('a made-up token is refused the same way', async () => {
    const response = await reviewer.goto('/preview/not-a-token');
    expect(response?.status()).toBe(404);
    await expect(reviewer.getByRole('heading', { name: REFUSED })).toBeVisible();
  });
  await reviewer.context().close();

  await test.step("'Preview widths' shows the saved page in three labelled frames", async () => {
    await settings.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(settings).toHaveCount(0);
    await menuButton(page, 'Preview widths').click();
    const dialog = page.getByRole('dialog', { name: 'Preview widths' });
    await expect(dialog.getByText('Phone (375 px)')).toBeVisible();
    await expect(dialog.getByText('Tablet (768 px)')).toBeVisible();
    await expect(dialog.getByText('Desktop (1280 px)')).toBeVisible();
    const frames = dialog.locator('iframe');
    await expect(frames).toHaveCount(3);
    for (const name of ['Phone (375 px) preview', 'Tablet (768 px) preview', 'Desktop (1280 px) preview']) {
      const frame = page.frameLocator(`iframe[title="${name}"]`);
      await expect(frame.getByText(BANNER)).toBeVisible();
      await expect(frame.getByText(draftText)).toBeVisible();
    }
    await expect(page.frameLocator('iframe[title="Phone (375 px) preview"]').getByRole('navigation', { name: 'Editor menu' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
