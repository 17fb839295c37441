// A sensitive page carried from draft to published through a review, in two browsers: the editor asks, the
// publisher compares, notes a component and asks for changes, the editor fixes them and asks again, the publisher
// approves and publishes; a save after the approval blocks the next publish. 'Publishing needs an approval' is set
// for the test and set back after it.
import { test, expect, type Locator, type Page } from './fixtures';
import { anonymousPage, expectNoViolations, signIn, userPassword } from './support';
import { callApi } from './api';
import { createPage, openInEditor, selectText, sidebar, textBlock, unique } from './editor-pages';

const menuButton = (page: Page, label: string): Locator => page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: new RegExp(`^${label}`) });

async function approvalRule(page: Page, rule: 'never' | 'sensitive' | 'always') {
  const loaded = (await (await page.request.get('/api/siteSettings/loadSiteSettings?domainId=default')).json()) as Record<string, any>;
  await callApi(page, 'siteSettings/publishSiteSettings', { siteSettings: { ...loaded.siteSettings, publishingApproval: rule } });
}

test('a sensitive page goes live only with an approval of the version published, by someone else', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await browser.newPage();
  await signIn(admin);
  await approvalRule(admin, 'sensitive');
  try {
    // The editor writes a page about suicide and asks Pat to review it.
    await signIn(page, 'eddie', userPassword);
    const slug = unique('review');
    const path = await createPage(page, { slug, title: 'When someone is thinking of suicide', contents: [textBlock('ask', 'Ask them directly about suicide.'), { componentType: 'EmergencyContact', key: 'help' }] });
    const saved = (await (await page.request.get(`/api/page/load?slug=${slug}&domainId=default`)).json()) as Record<string, any>;
    await callApi(page, 'page/save', { page: { ...saved, tags: ['Topic:suicide'] } });
    await openInEditor(page, path, 'When someone is thinking of suicide');
    await menuButton(page, 'Request review').click();
    const ask = page.getByRole('dialog', { name: 'Request review' });
    await ask.getByRole('checkbox', { name: 'pat' }).check();
    await ask.getByLabel('Message').fill('Please check the wording before it goes live.');
    await expectNoViolations(page, 'Request review dialog', { include: '[role="dialog"]' });
    await ask.getByRole('button', { name: 'Request review' }).click();
    await expect(page.getByText('Review Requested')).toBeVisible();
    await expect(menuButton(page, 'Request review')).toBeDisabled();

    // Pat sees the request, compares, notes a component and asks for changes.
    const pat = await browser.newPage();
    await signIn(pat, 'pat', userPassword);
    await openInEditor(pat, path, 'When someone is thinking of suicide');
    const banner = pat.getByRole('region', { name: 'Review Requested' });
    await expect(banner).toContainText('eddie asked you to review this page');
    await expect(banner).toContainText('Please check the wording before it goes live.');
    await expectNoViolations(pat, 'review banner', { include: '[aria-label="Review Requested"]' });
    await banner.getByRole('button', { name: 'Compare with published' }).click();
    const compare = pat.getByRole('dialog', { name: 'Compare versions' });
    await expect(compare.getByText('This page has never been published: everything on it is new to visitors.')).toBeVisible();
    await compare.getByRole('button', { name: 'Close' }).click();
    await selectText(pat, 'Ask them directly about suicide.');
    await sidebar(pat).getByRole('button', { name: 'Add note' }).click();
    const notes = pat.getByRole('dialog', { name: 'Notes on Text' });
    await notes.getByLabel('New note').fill('Add that asking does not put the idea in their head.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByRole('list', { name: 'Open notes' })).toContainText('does not put the idea');
    await notes.getByRole('button', { name: 'Close' }).click();
    await banner.getByRole('button', { name: 'Request changes' }).click();
    const changes = pat.getByRole('dialog', { name: 'Request changes' });
    await changes.getByLabel('Message').fill('See my note on the first paragraph.');
    await expectNoViolations(pat, 'Request changes dialog', { include: '[role="dialog"]' });
    await changes.getByRole('button', { name: 'Request changes' }).click();
    await expect(pat.getByText('Changes Requested')).toBeVisible();

    // The editor reads the changes asked for, fixes the text, saves and asks again.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Changes requested' })).toContainText('See my note on the first paragraph.');
    await page.getByRole('button', { name: 'Select component' }).click();
    await selectText(page, 'Ask them directly about suicide.');
    await sidebar(page).getByRole('textbox', { name: 'Text' }).fill('Ask them directly about suicide. Asking does not put the idea in their head.');
    await menuButton(page, 'Save page').click();
    await expect(page.getByText('Page Saved')).toBeVisible();
    await menuButton(page, 'Request review').click();
    await page.getByRole('dialog', { name: 'Request review' }).getByRole('checkbox', { name: 'pat' }).check();
    await page.getByRole('dialog', { name: 'Request review' }).getByRole('button', { name: 'Request review' }).click();
    await expect(page.getByText('Review Requested')).toBeVisible();

    // Pat approves what was saved, and publishes it.
    await pat.reload();
    await expect(pat.getByRole('region', { name: 'Review Requested' })).toBeVisible();
    await pat.getByRole('region', { name: 'Review Requested' }).getByRole('button', { name: 'Approve' }).click();
    const approve = pat.getByRole('dialog', { name: 'Approve' });
    await expect(approve).toContainText('You approve version');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(pat.getByText('Page Approved')).toBeVisible();
    await menuButton(pat, 'Publish page').click();
    const publishPanel = pat.getByRole('complementary', { name: 'Publish page' });
    await expect(publishPanel.getByText(/^Approved by pat, .* \(version \d+\)\.$/)).toBeVisible();
    await expect(publishPanel.getByText('A page about suicide needs an approval before it is published.')).toBeVisible();
    await expectNoViolations(pat, 'publish panel with an approval', { include: 'aside' });
    await publishPanel.getByRole('button', { name: /^Publish/ }).click();
    await expect(pat.getByText('Page Published')).toBeVisible();
    const visitor = await anonymousPage(browser);
    const answer = await visitor.goto(path);
    expect(answer?.status()).toBe(200);
    const html = await answer!.text();
    expect(html).toContain('Asking does not put the idea in their head.');
    expect(html).not.toContain('See my note');

    // A save after the approval: the next publish is blocked until someone approves again.
    await callApi(page, 'page/save', { page: { ...((await (await page.request.get(`/api/page/load?slug=${slug}&domainId=default`)).json()) as Record<string, any>), header: { title: 'Thinking of suicide' } } });
    await pat.reload();
    await expect(pat.locator('#editor-page [data-edit="header.title"]')).toHaveText('Thinking of suicide');
    await menuButton(pat, 'Publish page').click();
    await expect(publishPanel.getByRole('region', { name: 'Blockers (1)' })).toContainText('Changed since approval');
    await expect(publishPanel.getByRole('button', { name: 'Publish page' })).toBeDisabled();

    // The Reviews tab keeps the history.
    await pat.keyboard.press('Escape');
    await menuButton(pat, 'Dashboard').click();
    await pat.getByRole('tab', { name: 'Reviews' }).click();
    const closed = pat.getByRole('tabpanel', { name: 'Reviews' }).getByRole('region', { name: 'Closed' });
    await expect(closed).toContainText('Changed since approval');
    await expect(closed).toContainText('Changes requested by pat');
    await expectNoViolations(pat, 'Reviews tab', { include: '[role="dialog"]' });
    await pat.close();
  } finally {
    await approvalRule(admin, 'never');
    await admin.close();
  }
});
