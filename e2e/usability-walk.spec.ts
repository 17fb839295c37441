// A communications officer's everyday tasks, done the way a new user would: by the words on the screen, never
// typing an address or a technical word. Each task counts the presses it takes (clicks, choices, a file chosen)
// and prints them, so a change that makes a task longer shows in the run's output. Nothing here publishes what
// other specs share (the navigation, the settings): those presses are counted up to the last step.
import { test, expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import sharp from 'sharp';
import { signIn } from './support';
import { componentToolbar, pickerChoice, pickerDialog } from './editor-pages';
import { createPage, editable, sidebarOf } from './editor-fields-support';
import { CAPTCHA_PASS, visitorAddress, visitorEmail } from './forms-support';

/** Words that would mean the officer needs someone technical. */
const jargon = /\b(slug|template|collection|href|url|component type|json)\b/i;

/** Presses and typing of one task, checked as they happen. */
class Walk {
  presses = 0;
  typed: string[] = [];
  constructor(readonly page: Page) {}

  async press(target: Locator, how: 'click' | 'dblclick' = 'click') {
    this.presses += 1;
    await (how === 'click' ? target.click() : target.dblclick());
  }
  async choose(target: Locator, label: string) {
    this.presses += 1;
    await target.selectOption({ label });
  }
  async upload(target: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
    this.presses += 1;
    await target.setInputFiles(file);
  }
  /** Words typed into a control: never an address. */
  async type(target: Locator, words: string) {
    expect(words, 'a task never asks for an address').not.toMatch(/^\/|:\/\/|^www\.|\.(org|com|au)\b/);
    this.typed.push(words);
    await target.fill(words);
  }
  /** What a dialog or panel says: none of it technical. */
  async plain(region: Locator) {
    await expect(region).not.toContainText(jargon);
  }
  report(task: string) {
    const line = `${task}: ${this.presses} presses, ${this.typed.length} typed`;
    test.info().annotations.push({ type: 'usability', description: line });
    console.log(`usability walk | ${line}`);
  }
}

const menu = (page: Page, name: string) => page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: new RegExp(`^${name}( |$)`) });
const dashboard = (page: Page) => page.getByRole('dialog', { name: /^Welcome to your dashboard, / });

/** Opens a page in the editor; the walk starts with the press on 'Select component' that lets the page be clicked. */
async function startEditing(page: Page, path: string): Promise<Walk> {
  await page.goto(path);
  await expect(page.locator('#editor-page')).toBeVisible();
  const walk = new Walk(page);
  await walk.press(menu(page, 'Select component'));
  await expect(menu(page, 'Select component')).toHaveAttribute('aria-pressed', 'true');
  return walk;
}

async function picture(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4a7a96' } }).png().toBuffer();
}

test('edit text with a bold word and a link to a page found by its name', async ({ page }) => {
  await signIn(page);
  const target = await createPage(page, 'walk-text', { contents: [{ componentType: 'RichText', text: '<p>Our groups meet weekly. Talk to us.</p>' }] });
  const walk = await startEditing(page, target.path);
  await walk.press(editable(page, 'contents.0.text'));
  const sidebar = sidebarOf(page);
  const text = sidebar.getByRole('textbox', { name: 'Text' });
  const tool = (name: string) => sidebar.getByRole('toolbar', { name: 'Formatting: Text' }).getByRole('button', { name, exact: true });
  await walk.press(text.getByText(/Our groups/), 'dblclick');
  await walk.press(tool('Bold'));
  await walk.press(text.getByText(/Talk to us/), 'dblclick');
  await walk.press(tool('Link'));
  await walk.type(sidebar.getByRole('combobox', { name: 'Find a page' }), 'Contact');
  await walk.press(sidebar.getByRole('option', { name: /^Contact us/ }).first());
  await walk.press(sidebar.getByRole('button', { name: 'Apply link' }));
  await walk.plain(sidebar);
  await walk.press(menu(page, 'Save page'));
  await expect(page.getByText('Page Saved')).toBeVisible();
  const canvas = editable(page, 'contents.0.text');
  await expect(canvas.locator('strong')).toHaveCount(1);
  await expect(canvas.getByRole('link')).toHaveAttribute('href', '/contact');
  walk.report('edit text with a bold word and a link to a page');
});

test('replace and crop a picture', async ({ page }) => {
  await signIn(page);
  const target = await createPage(page, 'walk-picture', {
    contents: [{ componentType: 'Media', image: { desktop: { imageId: 'demo-harbour-dawn', alt: 'The harbour at dawn' }, alt: '' } }],
  });
  const walk = await startEditing(page, target.path);
  await walk.press(editable(page, 'contents.0.image'));
  const sidebar = sidebarOf(page);
  await walk.upload(sidebar.getByLabel('Upload image'), { name: 'volunteers.png', mimeType: 'image/png', buffer: await picture() });
  const crop = page.getByRole('dialog', { name: 'Crop image' });
  await walk.plain(crop);
  await walk.press(crop.getByRole('button', { name: 'Move crop up' }));
  await walk.press(crop.getByRole('button', { name: 'Apply crop' }));
  await walk.type(sidebar.getByLabel('Alt text'), 'Volunteers at the stall');
  await walk.press(menu(page, 'Save page'));
  await expect(page.getByText('Page Saved')).toBeVisible();
  await expect(editable(page, 'contents.0.image')).toHaveAttribute('alt', 'Volunteers at the stall');
  walk.report('replace and crop a picture');
});

test('add a component, move it, and undo the move', async ({ page }) => {
  await signIn(page);
  const target = await createPage(page, 'walk-add', { contents: [{ componentType: 'Text', text: 'First words' }, { componentType: 'Text', text: 'Last words' }] });
  const walk = await startEditing(page, target.path);
  await walk.press(page.locator('#editor-page').getByText('First words'));
  await walk.press(componentToolbar(page, 'Text').getByRole('button', { name: 'Add after' }));
  await walk.plain(pickerDialog(page));
  await walk.press(pickerChoice(page, 'Quote'));
  await expect(sidebarOf(page).getByLabel('Quote', { exact: true })).toBeFocused();
  await walk.type(sidebarOf(page).getByLabel('Quote', { exact: true }), 'Someone listened.');
  await walk.press(componentToolbar(page, 'Quote').getByRole('button', { name: 'Move up' }));
  const order = () => page.locator('#editor-page .cs-page-contents > [data-component]').allTextContents();
  await expect.poll(async () => (await order()).map((words) => words.trim())).toEqual([expect.stringMatching(/^Someone listened\./), 'First words', 'Last words']);
  await walk.press(menu(page, 'Undo'));
  await expect.poll(async () => (await order()).map((words) => words.trim())).toEqual(['First words', expect.stringMatching(/^Someone listened\./), 'Last words']);
  walk.report('add a component, move it, and undo');
});

test('preview on a phone, then publish', async ({ page }) => {
  await signIn(page);
  const target = await createPage(page, 'walk-publish', { title: 'Walk to publish', contents: [{ componentType: 'Text', text: 'Ready for visitors' }] });
  await page.goto(target.path);
  await expect(page.locator('#editor-page')).toBeVisible();
  const walk = new Walk(page);
  await walk.press(menu(page, 'Preview widths'));
  const widths = page.getByRole('dialog', { name: 'Preview widths' });
  await expect(page.frameLocator('iframe[title="Phone (375 px) preview"]').getByText('Ready for visitors')).toBeVisible();
  await walk.press(widths.getByRole('button', { name: 'Close' }));
  walk.report('preview on a phone');

  const publish = new Walk(page);
  await publish.press(menu(page, 'Publish page'));
  const panel = page.getByRole('complementary', { name: 'Publish page' });
  await publish.plain(panel);
  await publish.press(panel.getByRole('button', { name: /^Publish (page|anyway)$/ }));
  await expect(page.getByText('Page Published')).toBeVisible();
  publish.report('publish');
});

test('create a page, put it under a menu item, and find it in the dashboard', async ({ page }) => {
  await signIn(page);
  await page.goto('/about');
  await expect(page.locator('#editor-page')).toBeVisible();
  const title = `Walk together ${Date.now().toString(36)}`;
  const walk = new Walk(page);
  await walk.press(menu(page, 'Create new page'));
  const dialog = page.getByRole('dialog', { name: 'New Page' });
  await walk.type(dialog.getByLabel('Title'), title);
  await walk.plain(dialog);
  await walk.press(dialog.getByRole('button', { name: 'Create page' }));
  await expect(page.locator('#editor-page [data-edit="header.title"]')).toHaveText(title);

  await walk.press(menu(page, 'Select component'));
  await walk.press(page.locator('#editor-header').getByRole('button', { name: 'Add link under Get involved' }));
  await walk.type(sidebarOf(page).getByRole('combobox', { name: 'Find a page' }), title);
  await walk.press(sidebarOf(page).getByRole('option', { name: new RegExp(title) }).first());
  await expect(page.locator('#editor-header')).toContainText(title);
  await walk.press(menu(page, 'Publish navigation'));
  const confirm = page.getByRole('dialog', { name: 'Publish navigation?' });
  await expect(confirm).toContainText(title);
  await walk.plain(confirm);
  // The last press ('Publish') is counted but not made: other specs share the demo navigation.
  walk.presses += 1;
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  walk.report('create a page and add it under a menu item');

  const find = new Walk(page);
  await find.press(menu(page, 'Dashboard'));
  const sitemap = dashboard(page).getByRole('tabpanel', { name: 'Sitemap' });
  await find.press(sitemap.getByRole('button', { name: 'Filters', exact: true }));
  await find.type(sitemap.getByRole('region', { name: 'Filters' }).getByLabel('Slug'), title.split(' ').at(-1)!);
  await expect(sitemap.locator('tbody tr').filter({ hasText: title })).toHaveCount(1);
  find.report('find the page in the dashboard');
});

test('read a submission', async ({ page, request, baseURL }) => {
  const marker = `walk-${Date.now().toString(36)}`;
  await sendContactForm(request, baseURL!, marker);
  await signIn(page);
  await page.goto('/');
  await expect(page.locator('#editor-page')).toBeVisible();
  const walk = new Walk(page);
  await walk.press(menu(page, 'Dashboard'));
  await walk.press(dashboard(page).getByRole('tab', { name: 'Form Submissions' }));
  const row = dashboard(page).getByRole('tabpanel', { name: 'Form Submissions' }).locator('tbody tr').filter({ hasText: marker });
  // The row already says who wrote and what about, before it is opened.
  await expect(row).toContainText('Robin Walker');
  await walk.press(row.getByRole('button', { name: 'View' }));
  await expect(page.getByRole('dialog', { name: 'Submission' })).toContainText(`I would like to join a group, ${marker}`);
  walk.report('read a submission');
});

async function sendContactForm(request: APIRequestContext, baseURL: string, marker: string) {
  const response = await request.post('/api/forms/submit', {
    headers: { origin: baseURL, 'x-forwarded-for': visitorAddress() },
    data: {
      slug: 'contact',
      componentKey: 'contact-form',
      form: { values: { first_name: 'Robin', last_name: 'Walker', email: visitorEmail('robin'), message: `I would like to join a group, ${marker}`, recaptcha: CAPTCHA_PASS } },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}
