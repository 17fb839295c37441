// The crisis-contact register: a number changed once in Site settings and published reaches every page's header and
// the Emergency Contact blocks that name the contact, for a signed-out visitor. The settings are put back afterwards.
import { test, expect, type Page } from './fixtures';
import { anonymousPage, openSignedIn, signIn, expectNoViolations } from './support';
import { keepSiteSettings, loadSettings, settingsPanel as panel, toast } from './settings-support';
import { sameSite } from './api';
import { contentOf, createPage, editable, editPage, saveAndPublish, selectValue, visit } from './editor-fields-support';

const register = (page: Page) => panel(page).getByRole('region', { name: 'Crisis contacts' });

keepSiteSettings();

/** Publishes the site settings with the crisis line's number changed, through the API. */
async function publishCrisisLine(page: Page, phone: string) {
  const { siteSettings } = await loadSettings(page);
  const contacts = (siteSettings.crisisContacts as { id: string; phone: string }[]).map((c) => (c.id === 'crisis-line' ? { ...c, phone } : c));
  const published = await page.request.post('/api/siteSettings/publishSiteSettings', { headers: sameSite, data: { siteSettings: { ...siteSettings, crisisContacts: contacts } } });
  expect(published.ok(), await published.text()).toBe(true);
}

test('a crisis line number changed in Site settings and published shows in the header and the Emergency Contact block on every page', async ({ page, browser }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toBeVisible();
  await page.getByRole('button', { name: 'Site settings' }).click();
  const crisisLine = register(page).getByRole('group', { name: 'Crisis line (demo)' });
  await expect(crisisLine.getByLabel('Phone')).toHaveValue('1800 000 000');
  await crisisLine.getByLabel('Phone').fill('1800 123 456');
  await crisisLine.getByRole('button', { name: /Mark checked today/ }).click();
  await expect(crisisLine.getByLabel('Checked by')).not.toHaveValue('Demo content');
  await expectNoViolations(page, 'Site settings panel with the crisis contacts');
  await panel(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page, 'Site Settings Published')).toBeVisible();
  // The editor's own header follows the publish at once, as visitors now see it.
  await expect(page.locator('header.cs-site-header [data-edit="crisis"]')).toHaveText('Crisis line (demo) 1800 123 456');

  const visitor = await anonymousPage(browser);
  // No page of the demo still shows the old number: its texts name the crisis line through the register.
  for (const path of ['/', '/get-help', '/get-help/crisis-line', '/contact']) {
    await visitor.goto(path);
    if (path !== '/get-help/crisis-line') await expect(visitor.locator('#main-content'), path).toContainText('1800 123 456');
    await expect(visitor.locator('body'), path).not.toContainText('1800 000 000');
  }
  for (const path of ['/', '/get-help']) {
    await visitor.goto(path);
    const header = visitor.locator('.cs-utility-bar__urgent');
    const crisis = header.getByRole('link', { name: 'Crisis line (demo) 1800 123 456' });
    await expect(crisis, path).toBeVisible();
    await expect(crisis).toHaveAttribute('href', 'tel:1800123456');
    await expect(header.getByRole('link', { name: 'Emergency 000' })).toHaveAttribute('href', 'tel:000');
  }
  // The home page's block names the crisis line; the Get help page's names 000.
  await visitor.goto('/');
  const call = visitor.locator('#main-content .cs-emergency__phone');
  await expect(call).toContainText('1800 123 456');
  await expect(call).toHaveAttribute('href', 'tel:1800123456');
  await visitor.goto('/get-help');
  await expect(visitor.locator('#main-content .cs-emergency__phone').first()).toHaveAttribute('href', 'tel:000');
  // A page that does not exist keeps the same help in the same place (WCAG 2.2 SC 3.2.6).
  await visitor.goto('/no-such-page-for-crisis-contacts');
  await expect(visitor.locator('.cs-utility-bar__urgent').getByRole('link', { name: 'Crisis line (demo) 1800 123 456' })).toBeVisible();
  await visitor.context().close();
});

test('the dashboard warns about contacts not checked for over 90 days', async ({ page }) => {
  await signIn(page);
  const { siteSettings } = await loadSettings(page);
  const contacts = (siteSettings.crisisContacts as { id: string; lastCheckedAt: string }[]).map((c) => (c.id === 'emergency' ? { ...c, lastCheckedAt: '2020-01-02' } : c));
  const saved = await page.request.post('/api/siteSettings/saveSiteSettings', {
    headers: sameSite,
    data: { siteSettings: { ...siteSettings, crisisContacts: contacts } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await openSignedIn(page);
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(page.getByRole('dialog').getByText('Crisis contacts not checked for over 90 days: Emergency (last checked 2 January 2020)')).toBeVisible();
});

test('an editor names a helpline in rich text with Insert crisis contact; visitors get the register’s number, however it changes', async ({ page, browser }) => {
  await signIn(page);
  const target = await createPage(page, 'crisis-reference', { contents: [{ componentType: 'RichText', text: '<p>Call us.</p>' }] });
  await editPage(page, target.path);
  const sidebar = await selectValue(page, 'contents.0.text');
  const text = sidebar.getByRole('textbox', { name: 'Text' });
  await text.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Any time: ');
  await sidebar.getByRole('toolbar', { name: 'Formatting: Text' }).getByRole('button', { name: 'Insert crisis contact' }).click();
  await sidebar.getByLabel('Crisis contact', { exact: true }).selectOption({ label: 'Crisis line (demo) (1800 000 000)' });
  await sidebar.getByRole('radio', { name: 'Number only' }).check();
  await expectNoViolations(page, 'Insert crisis contact form', { include: '[aria-label="Edit content"]' });
  await sidebar.getByRole('button', { name: 'Insert', exact: true }).click();
  await expect(editable(page, 'contents.0.text').getByRole('link', { name: '1800 000 000' })).toBeVisible();
  await saveAndPublish(page);

  let visitor = await visit(browser, target.path);
  const line = () => contentOf(visitor).locator('.cs-rich-text').getByRole('link', { name: /^1800/ });
  await expect(line()).toHaveText('1800 000 000');
  await expect(line()).toHaveAttribute('href', 'tel:1800000000');
  await visitor.context().close();

  // The register's number changes and is published: the text follows without being edited.
  await publishCrisisLine(page, '1800 765 432');
  visitor = await visit(browser, target.path);
  const changed = contentOf(visitor).locator('.cs-rich-text').getByRole('link', { name: '1800 765 432' });
  await expect(changed).toHaveAttribute('href', 'tel:1800765432');
  await expect(contentOf(visitor)).toContainText('Call us. Any time: 1800 765 432');
  await visitor.context().close();
});

test('a block’s plain text names a helpline with Insert crisis contact; visitors see the register’s number, however it changes', async ({ page, browser }) => {
  await signIn(page);
  const target = await createPage(page, 'crisis-token', { contents: [{ componentType: 'Text', text: 'Talk to us, any time, on ' }] });
  await editPage(page, target.path);
  const sidebar = await selectValue(page, 'contents.0.text');
  const text = sidebar.getByRole('textbox', { name: 'Text', exact: true });
  await text.click();
  await page.keyboard.press('End');
  await sidebar.getByRole('button', { name: 'Insert crisis contact' }).click();
  await sidebar.getByLabel('Crisis contact', { exact: true }).selectOption({ label: 'Crisis line (demo) (1800 000 000)' });
  await sidebar.getByRole('radio', { name: 'Number only' }).check();
  await sidebar.getByRole('button', { name: 'Insert', exact: true }).click();
  // The reference goes in at the caret, the keyboard comes back to the text, and the canvas shows the number.
  await expect(text).toHaveValue('Talk to us, any time, on {{crisis:crisis-line}}');
  await expect(text).toBeFocused();
  await page.keyboard.type('.');
  await expect(text).toHaveValue('Talk to us, any time, on {{crisis:crisis-line}}.');
  await expect(sidebar.getByText('A {{crisis:…}} reference shows that crisis contact as published in the register')).toBeVisible();
  await expect(editable(page, 'contents.0.text')).toHaveText('Talk to us, any time, on 1800 000 000.');
  await saveAndPublish(page);

  let visitor = await visit(browser, target.path);
  await expect(contentOf(visitor).locator('.cs-text')).toHaveText('Talk to us, any time, on 1800 000 000.');
  await visitor.context().close();

  await publishCrisisLine(page, '1800 246 810');
  visitor = await visit(browser, target.path);
  await expect(contentOf(visitor).locator('.cs-text')).toHaveText('Talk to us, any time, on 1800 246 810.');
  await expect(contentOf(visitor)).not.toContainText('{{');
  await visitor.context().close();
});

test('texts that still type a changed number are listed under the crisis contacts, and Replace in all drafts changes their drafts', async ({ page }) => {
  await signIn(page);
  const { nav: navBefore } = await (await page.request.get('/api/site/loadNav?domainId=default')).json();
  try {
    const target = await createPage(page, 'typed-number', { title: 'Typed helpline', contents: [{ componentType: 'Text', text: 'Call 1800 000 000 now.' }], publish: true });
    const { siteSettings } = await loadSettings(page);
    const contacts = (siteSettings.crisisContacts as { id: string; phone: string }[]).map((c) => (c.id === 'crisis-line' ? { ...c, phone: '1800 222 333' } : c));
    const published = await page.request.post('/api/siteSettings/publishSiteSettings', { headers: sameSite, data: { siteSettings: { ...siteSettings, crisisContacts: contacts } } });
    expect(published.ok(), await published.text()).toBe(true);

    await page.goto(target.path);
    await page.getByRole('button', { name: 'Site settings' }).click();
    const old = panel(page).getByRole('region', { name: 'Old numbers still typed on the site' });
    await expect(old).toContainText('Crisis line (demo): the old number 1800 000 000 is still typed as text here.');
    await expect(old.getByRole('link', { name: 'Typed helpline' })).toHaveAttribute('href', target.path);
    await expect(old.getByRole('listitem').filter({ hasText: 'Typed helpline' })).toHaveText('Typed helpline: the draft has the old number');
    await expect(old.getByRole('listitem').filter({ hasText: 'Navigation' })).toHaveText('Navigation: the draft has the old number');
    await expectNoViolations(page, 'Old numbers under the crisis contacts');

    await old.getByRole('button', { name: 'Replace in all drafts' }).click();
    await expect(old.getByRole('status')).toContainText(/1800 222 333 is now in \d+ drafts\. Publish them to show visitors\./);
    await expect(old.getByRole('listitem').filter({ hasText: 'Typed helpline' })).toHaveText('Typed helpline: the draft has the new number: publish it to show visitors');
    const draft = await (await page.request.get('/api/page/load', { params: { slug: target.slug, domainId: 'default', collection: 'pages' } })).json();
    expect(draft.contents[0].text).toBe('Call 1800 222 333 now.');
  } finally {
    // The navigation's draft goes back to what it was.
    const { version } = (await (await page.request.get('/api/site/loadNav?domainId=default')).json()).nav;
    const restored = await page.request.post('/api/site/saveNav', { headers: sameSite, data: { nav: { ...navBefore, version } } });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
