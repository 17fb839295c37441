// Every kind of value the demo blocks use, changed by a signed-in editor in the sidebar, saved, published and then
// seen by a new visitor. Each test builds its own page through the API, with exactly the blocks it needs.
import { test, expect, type Locator, type Page } from './fixtures';
import sharp from 'sharp';
import { expectHydrated, expectLoaded, signIn } from './support';
import { contentOf, createPage, editable, editPage, saveAndPublish, selectValue, sidebarOf, visit } from './editor-fields-support';

const transparent = 'rgba(0, 0, 0, 0)';

/** A small picture made for the test: a red block on white, 320 × 240. */
async function testPicture(): Promise<Buffer> {
  const red = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#c0392b' } }).png().toBuffer();
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#ffffff' } })
    .composite([{ input: red, left: 80, top: 60 }])
    .png()
    .toBuffer();
}

/** The crop frame's width over its height, as drawn in the crop dialog. */
const frameRatio = (page: Page) =>
  page.getByTestId('cropper').evaluate((frame) => {
    const box = frame.getBoundingClientRect();
    return box.height ? box.width / box.height : 0;
  });

/** How the drawn box's shape compares with the served picture's: 1 when the browser draws it without cutting. */
const drawnAgainstServed = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return img.naturalHeight && box.height ? box.width / box.height / (img.naturalWidth / img.naturalHeight) : 0;
  });

/** Uploads a picture through the sidebar's 'Upload image' control and applies the crop step. */
async function uploadAndCrop(page: Page, name: string, expectedCrops: string[] = []) {
  const sidebar = sidebarOf(page);
  await sidebar.getByLabel('Upload image').setInputFiles({ name, mimeType: 'image/png', buffer: await testPicture() });
  const crop = page.getByRole('dialog', { name: 'Crop image' });
  await expect(crop).toBeVisible();
  for (const shape of expectedCrops) {
    await crop.getByRole('button', { name: shape }).click();
    await expect(crop.getByRole('heading', { name: shape })).toBeVisible();
  }
  await crop.getByRole('button', { name: 'Apply crop' }).click();
  await expect(crop).toBeHidden();
}

test.describe('text fields', () => {
  test('plain text: a paragraph and a quote update as typed; a visitor sees them once published', async ({ page, browser }) => {
    await signIn(page);
    const target = await createPage(page, 'text', {
      contents: [
        { componentType: 'Text', text: 'Words before editing' },
        { componentType: 'Quote', quote: 'A quote before editing', quoteBy: 'Someone before' },
      ],
    });
    await editPage(page, target.path);

    let sidebar = await selectValue(page, 'contents.0.text');
    await expect(sidebar.getByRole('heading', { name: 'Text' })).toBeVisible();
    await sidebar.getByLabel('Text', { exact: true }).fill('Someone is here to listen, day or night.');
    await expect(editable(page, 'contents.0.text')).toHaveText('Someone is here to listen, day or night.');

    sidebar = await selectValue(page, 'contents.1.quoteBy');
    await expect(sidebar.getByRole('heading', { name: 'Quote' })).toBeVisible();
    await sidebar.getByLabel('Quote by', { exact: true }).fill('Jordan, a volunteer');
    await expect(editable(page, 'contents.1.quoteBy')).toHaveText('Jordan, a volunteer');

    await saveAndPublish(page);
    const visitor = await visit(browser, target.path);
    await expect(contentOf(visitor).getByText('Someone is here to listen, day or night.')).toBeVisible();
    await expect(contentOf(visitor).locator('figure.cs-quote figcaption')).toContainText('Jordan, a volunteer');
    await expect(contentOf(visitor).getByText('Words before editing')).toHaveCount(0);
  });

  test('formatted text: blank lines make paragraphs and ## makes a heading', async ({ page, browser }) => {
    await signIn(page);
    const target = await createPage(page, 'formatted', { contents: [{ componentType: 'FormattedText', text: 'Old text' }] });
    await editPage(page, target.path);

    const sidebar = await selectValue(page, 'contents.0.text');
    await expect(sidebar.getByText("Leave a blank line between paragraphs; start a line with '## ' to make it a heading.")).toBeVisible();
    await sidebar.getByLabel('Text', { exact: true }).fill('## When to call\n\nAny time you need to talk.\n\nWe will listen.');
    const block = editable(page, 'contents.0.text');
    await expect(block.getByRole('heading', { level: 2 })).toHaveText('When to call');
    await expect(block.locator('p')).toHaveText(['Any time you need to talk.', 'We will listen.']);

    await saveAndPublish(page);
    const visitor = await visit(browser, target.path);
    const shown = contentOf(visitor).locator('.cs-formatted-text');
    await expect(shown.getByRole('heading', { level: 2, name: 'When to call' })).toBeVisible();
    await expect(shown.locator('p')).toHaveText(['Any time you need to talk.', 'We will listen.']);
  });

  test('rich text: bold, a heading, a list and a link made with the toolbar', async ({ page, browser }) => {
    await signIn(page);
    const target = await createPage(page, 'richtext', { contents: [{ componentType: 'RichText', text: '<p>Old rich text</p>' }] });
    await editPage(page, target.path);

    const sidebar = await selectValue(page, 'contents.0.text');
    const text = sidebar.getByRole('textbox', { name: 'Text' });
    const toolbar = sidebar.getByRole('toolbar', { name: 'Formatting: Text' });
    const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });
    await text.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Where to start');
    await tool('Heading 2').click();
    await expect(tool('Heading 2')).toHaveAttribute('aria-pressed', 'true');

    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await tool('Bullet list').click();
    await page.keyboard.type('Call the line');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Join a group');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // an empty item ends the list

    await page.keyboard.type('Read the guide');
    await page.keyboard.press('Shift+Home');
    await tool('Link').click();
    await sidebar.getByLabel('Link address').fill('https://example.org/guide');
    await sidebar.getByRole('button', { name: 'Apply link' }).click();
    await expect(text.getByRole('link', { name: 'Read the guide' })).toBeVisible();
    // Applying the link hands focus back to the text; keys pressed before that would land elsewhere.
    await expect(text).toBeFocused();

    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Kind words matter');
    await page.keyboard.press('Shift+Home');
    await tool('Bold').click();
    await expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true');

    const canvas = editable(page, 'contents.0.text');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveText('Where to start');
    await expect(canvas.locator('strong')).toHaveText('Kind words matter');

    await saveAndPublish(page);
    const visitor = await visit(browser, target.path);
    const shown = contentOf(visitor).locator('.cs-rich-text');
    await expect(shown.getByRole('heading', { level: 2, name: 'Where to start' })).toBeVisible();
    await expect(shown.getByRole('listitem')).toHaveText(['Call the line', 'Join a group']);
    await expect(shown.getByRole('link', { name: 'Read the guide' })).toHaveAttribute('href', 'https://example.org/guide');
    await expect(shown.locator('strong')).toHaveText('Kind words matter');
    await expect(shown.getByText('Old rich text')).toHaveCount(0);
  });
});

test.describe('images', () => {
  test('upload, crop and describe an image: the alt text is required, and a visitor sees the picture with it', async ({ page, browser }) => {
    await signIn(page);
    const target = await createPage(page, 'image', { contents: [{ componentType: 'Media', image: { alt: '' } }] });
    await editPage(page, target.path);

    const sidebar = await selectValue(page, 'contents.0.image');
    await expect(sidebar.getByText('No image chosen.')).toBeVisible();
    await uploadAndCrop(page, 'red-block.png');

    const alt = sidebar.getByLabel('Alt text');
    await expect(alt).toHaveAttribute('required', '');
    await expect(alt).toHaveAttribute('aria-invalid', 'true');
    await expect(sidebar.getByText('Describe the image, or tick Decorative image')).toBeVisible();
    await alt.fill('A red block on a white wall');
    await expect(sidebar.getByText('Describe the image, or tick Decorative image')).toHaveCount(0);
    await expect(alt).toHaveAttribute('aria-invalid', 'false');
    await expect(page.locator('#editor-page').getByRole('img', { name: 'A red block on a white wall' })).toBeVisible();

    await saveAndPublish(page);
    const visitor = await visit(browser, target.path);
    const picture = contentOf(visitor).getByRole('img', { name: 'A red block on a white wall' });
    await expect(picture).toHaveAttribute('src', /\/api\/image\/[^?]+\?.*crop=/);
    await expectLoaded(picture);
  });

  test('a header image cropped for desktop and phone, marked decorative, shows with an empty alt', async ({ page, browser }) => {
    await signIn(page);
    const target = await createPage(page, 'header-image', { title: 'A page with a new header image', contents: [] });
    await editPage(page, target.path);

    const sidebar = await selectValue(page, 'header.image');
    await expect(sidebar.getByRole('heading', { name: 'Page header' })).toBeVisible();
    // Each crop frame has the shape its slot draws: 3:1 on wide screens, 750:423 on phones.
    await sidebar.getByLabel('Upload image').setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: await testPicture() });
    const crop = page.getByRole('dialog', { name: 'Crop image' });
    await expect(crop.getByRole('button', { name: 'Desktop crop' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => frameRatio(page)).toBeCloseTo(1920 / 640, 1);
    await crop.getByRole('button', { name: 'Mobile crop' }).click();
    await expect(crop.getByRole('button', { name: 'Mobile crop' })).toHaveAttribute('aria-pressed', 'true');
    await expect(crop.getByRole('button', { name: 'Desktop crop' })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => frameRatio(page)).toBeCloseTo(750 / 423, 1);
    await crop.getByRole('button', { name: 'Apply crop' }).click();
    await expect(crop).toBeHidden();
    await expect(sidebar.getByText('Describe the image, or tick Decorative image')).toBeVisible();
    await sidebar.getByLabel('Decorative image').check();
    await expect(sidebar.getByLabel('Alt text')).toBeDisabled();
    await expect(sidebar.getByText('Describe the image, or tick Decorative image')).toHaveCount(0);

    await saveAndPublish(page);
    const visitor = await visit(browser, target.path);
    const picture = contentOf(visitor).locator('header.cs-page-header picture');
    const image = picture.locator('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('src', /\/api\/image\//);
    await expect(picture.locator('source[media="(max-width: 767px)"]')).toHaveAttribute('srcset', /\/api\/image\//);
    await expectLoaded(image);
    // The visitor sees exactly the frame: the picture arrives in the shape it is drawn, on a laptop and on a phone.
    await expect.poll(() => drawnAgainstServed(image)).toBeCloseTo(1, 1);
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.reload();
    await expectLoaded(image);
    await expect.poll(() => drawnAgainstServed(image)).toBeCloseTo(1, 1);
  });

  test('a header image framed for one header type asks to be framed again after the type changes', async ({ page }) => {
    await signIn(page);
    const target = await createPage(page, 'header-type-crop', { title: 'A page whose header type changes', contents: [] });
    await editPage(page, target.path);
    const sidebar = await selectValue(page, 'header.image');
    await uploadAndCrop(page, 'wide.png', ['Mobile crop', 'Desktop crop']);
    const reframe = sidebar.getByText('This picture was framed for another shape');
    await expect(reframe).toHaveCount(0);

    await sidebar.getByText('Other fields').click();
    await sidebar.getByLabel('Header type').selectOption({ label: 'Half-width image' });
    await expect(reframe).toBeVisible();
    await sidebar.getByRole('button', { name: 'Edit crop' }).click();
    const crop = page.getByRole('dialog', { name: 'Crop image' });
    // The half-width header draws a square beside its text on wide screens.
    await expect.poll(() => frameRatio(page)).toBeCloseTo(1, 1);
    await crop.getByRole('button', { name: 'Apply crop' }).click();
    await expect(crop).toBeHidden();
    await expect(reframe).toHaveCount(0);
  });
});

test.describe('links', () => {
  test('a page link chosen with the page search', async ({ page, browser }) => {
    await signIn(page);
    const stamp = Date.now().toString(36);
    const destination = await createPage(page, 'link-destination', { title: `Harbour walk ${stamp}`, contents: [], publish: true });
    const target = await createPage(page, 'link-page', { contents: [{ componentType: 'Link', link: { type: 'page', href: '', text: '' } }] });
    await editPage(page, target.path);

    const sidebar = await selectValue(page, 'contents.0.link');
    await expect(sidebar.getByRole('radio', { name: 'Page', exact: true })).toBeChecked();
    const search = sidebar.getByRole('combobox', { name: 'Find a page' });
    await search.fill(stamp);
    await sidebar.getByRole('listbox', { name: 'Pages' }).getByRole('option', { name: new RegExp(`Harbour walk ${stamp}`) }).click();
    await expect(search).toHaveValue(destination.path);
    await sidebar.getByLabel('Link text').fill('Meet us for the harbour walk');
    await expect(page.locator('#editor-page').getByRole('link', { name: 'Meet us for the harbour walk' })).toHaveAttribute('href', destination.path);

    await saveAndPublish(page);
    const visitor = await visit(browser, target.path);
    const link = contentOf(visitor).getByRole('link', { name: 'Meet us for the harbour walk' });
    await expect(link).toHaveAttribute('href', destination.path);
    await link.click();
    await expect(visitor).toHaveURL(new RegExp(`${destination.path}$`));
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Harbour walk ${stamp}`);
  });

  test('an external address: refused until complete, then opens in a new tab', async ({ page, browser }) => {
    await signIn(page);
    const target = await createPage(page, 'link-external', { contents: [{ componentType: 'ButtonCta', link: { type: 'page', href: '', text: '' } }] });
    await editPage(page, target.path);

    const sidebar = await selectValue(page, 'contents.0.link');
    await sidebar.getByRole('radio', { name: 'External' }).check();
    const address = sidebar.getByRole('textbox', { name: 'Address' });
    await address.fill('example.org/give');
    await address.blur();
    await expect(sidebar.getByRole('alert')).toHaveText('Use an address starting with https://, http://, mailto: or tel:');
    await address.fill('https://example.org/give');
    await expect(sidebar.getByRole('alert')).toHaveCount(0);
    await sidebar.getByLabel('Link text').fill('Give to the winter appeal');
    await expect(sidebar.getByLabel('Open in a new tab')).toBeChecked();

    await saveAndPublish(page);
    const visitor = await visit(browser, target.path);
    const link = contentOf(visitor).getByRole('link', { name: 'Give to the winter appeal (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://example.org/give');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test("an anchor chosen from the page's Anchor blocks", async ({ page, browser }) => {
    await signIn(page);
    const target = await createPage(page, 'link-anchor', {
      contents: [
        { componentType: 'Link', link: { type: 'page', href: '', text: 'Jump to the meeting point' } },
        { componentType: 'Text', text: 'Some words in between.' },
        { componentType: 'Anchor', id: 'meeting-point' },
        { componentType: 'Text', text: 'We meet by the lighthouse.' },
      ],
    });
    await editPage(page, target.path);

    const sidebar = await selectValue(page, 'contents.0.link');
    await sidebar.getByRole('radio', { name: 'Anchor' }).check();
    const anchor = sidebar.getByRole('combobox', { name: /^Anchor/ });
    await expect(anchor.getByRole('option')).toHaveText(['Choose an anchor', 'meeting-point']);
    await anchor.selectOption('meeting-point');
    await expect(page.locator('#editor-page').getByRole('link', { name: 'Jump to the meeting point' })).toHaveAttribute('href', '#meeting-point');

    await saveAndPublish(page);
    const visitor = await visit(browser, target.path);
    const link = contentOf(visitor).getByRole('link', { name: 'Jump to the meeting point' });
    await expect(link).toHaveAttribute('href', '#meeting-point');
    await link.click();
    await expect(visitor).toHaveURL(/#meeting-point$/);
    await expect(visitor.locator('#meeting-point')).toBeAttached();
  });

  test('a file: an uploaded PDF becomes a link that downloads it', async ({ page, browser }) => {
    await signIn(page);
    const target = await createPage(page, 'link-file', { contents: [{ componentType: 'Link', link: { type: 'page', href: '', text: '' } }] });
    await editPage(page, target.path);

    const sidebar = await selectValue(page, 'contents.0.link');
    await sidebar.getByRole('radio', { name: 'File' }).check();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await sidebar.getByLabel('Upload document').setInputFiles({ name: 'annual-report.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(sidebar.getByText(/^Linked file: \/api\/file\//)).toBeVisible();
    // Named after the document until the editor writes other words.
    await expect(sidebar.getByLabel('Link text')).toHaveValue('annual-report');

    await saveAndPublish(page);
    const visitor = await visit(browser, target.path);
    const link = contentOf(visitor).getByRole('link', { name: 'annual-report' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/file\/[^/]+$/);
    const download = await visitor.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toMatch(/^attachment;.*annual-report\.pdf/);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test('list: add an item, move it, and remove one after confirming', async ({ page, browser }) => {
  await signIn(page);
  const target = await createPage(page, 'list', { contents: [{ componentType: 'IconList', items: [{ text: 'Alpha point' }, { text: 'Bravo point' }] }] });
  await editPage(page, target.path);

  // The list itself (not one item's words): the tick beside the first point.
  await editable(page, 'contents.0.items').locator('.cs-icon-list__icon').first().click();
  const sidebar = sidebarOf(page);
  const points = sidebar.getByRole('group', { name: 'Points' });
  await points.getByRole('button', { name: 'Add point' }).click();
  await points.getByLabel('Text', { exact: true }).fill('Charlie point');
  await points.getByRole('button', { name: 'Move up: Charlie point' }).click();
  const shown = page.locator('#editor-page [data-component="contents.0"] li');
  await expect(shown).toHaveText(['Alpha point', 'Charlie point', 'Bravo point']);

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await points.getByRole('button', { name: 'Remove: Alpha point' }).click();
  await expect.poll(() => questions).toEqual(['Are you sure?']);
  await expect(shown).toHaveText(['Alpha point', 'Charlie point', 'Bravo point']);

  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await points.getByRole('button', { name: 'Remove: Alpha point' }).click();
  await expect(shown).toHaveText(['Charlie point', 'Bravo point']);
  expect(questions).toEqual(['Are you sure?', 'Are you sure?']);

  await saveAndPublish(page);
  const visitor = await visit(browser, target.path);
  await expect(contentOf(visitor).locator('.cs-icon-list').getByRole('listitem')).toHaveText(['Charlie point', 'Bravo point']);
});

test("select: the page header type, through 'Change page header'", async ({ page, browser }) => {
  await signIn(page);
  const target = await createPage(page, 'select', { title: 'A page whose header changes', contents: [{ componentType: 'Text', text: 'Body text.' }] });
  await editPage(page, target.path);
  await expect(page.locator('#editor-page header.cs-page-header--full')).toBeVisible();

  await page.getByRole('button', { name: 'Change page header' }).click();
  const sidebar = sidebarOf(page);
  await expect(sidebar.getByRole('heading', { name: 'Page header' })).toBeVisible();
  const headerType = sidebar.getByLabel('Header type');
  await expect(headerType).toBeFocused();
  await headerType.selectOption({ label: 'Half-width image' });
  await expect(page.locator('#editor-page header.cs-page-header--half')).toBeVisible();

  await saveAndPublish(page);
  const visitor = await visit(browser, target.path);
  await expect(contentOf(visitor).locator('header.cs-page-header--half')).toBeVisible();
  await expect(contentOf(visitor).locator('header.cs-page-header--full')).toHaveCount(0);
});

test('checkbox: a ButtonCta made outlined', async ({ page, browser }) => {
  await signIn(page);
  const link = { type: 'external', href: 'https://example.org/walk', text: 'Join the walk' };
  const target = await createPage(page, 'checkbox', { contents: [{ componentType: 'ButtonCta', link, notPrimary: false, secondary: false }] });
  await editPage(page, target.path);
  const button = editable(page, 'contents.0.link');
  await expect(button).not.toHaveCSS('background-color', transparent);

  const sidebar = await selectValue(page, 'contents.0.link');
  await sidebar.locator('summary').filter({ hasText: /^Other fields$/ }).click();
  await sidebar.getByLabel('Outlined').check();
  await expect(button).toHaveCSS('background-color', transparent);

  await saveAndPublish(page);
  const visitor = await visit(browser, target.path);
  const shown = contentOf(visitor).getByRole('link', { name: /Join the walk/ });
  await expect(shown).toHaveClass(/cs-button--outline/);
  await expect(shown).toHaveCSS('background-color', transparent);
});

test.describe('common settings', () => {
  test('colour: a component background colour', async ({ page, browser }) => {
    await signIn(page);
    const target = await createPage(page, 'colour', { contents: [{ componentType: 'Text', text: 'Words on a coloured band.' }] });
    await editPage(page, target.path);
    const component = page.locator('#editor-page [data-component="contents.0"]');
    await expect(component).toHaveCSS('background-color', transparent);

    const sidebar = await selectValue(page, 'contents.0.text');
    await sidebar.locator('summary').filter({ hasText: /^Background colour$/ }).click();
    const colours = sidebar.getByRole('group', { name: 'Background colour' });
    await expect(colours.getByRole('radio', { name: 'No colour' })).toBeChecked();
    await colours.getByRole('radio', { name: 'Teal 300' }).check();
    await expect(component).not.toHaveCSS('background-color', transparent);
    const teal = await component.evaluate((element) => getComputedStyle(element).backgroundColor);

    await saveAndPublish(page);
    const visitor = await visit(browser, target.path);
    const shown = contentOf(visitor).locator('.cs-component').first();
    await expect(shown).toHaveClass(/cs-bg-teal-300/);
    await expect(shown).toHaveCSS('background-color', teal);
  });

  test('spacing: a margin level', async ({ page, browser }) => {
    await signIn(page);
    const target = await createPage(page, 'spacing', { contents: [{ componentType: 'Text', text: 'Words with room above.' }] });
    await editPage(page, target.path);
    const component = page.locator('#editor-page [data-component="contents.0"]');
    await expect(component).toHaveCSS('margin-top', '0px');

    const sidebar = await selectValue(page, 'contents.0.text');
    await sidebar.locator('summary').filter({ hasText: /^Spacing$/ }).click();
    // The default viewport (1280 px) is a large screen.
    await sidebar.getByRole('combobox', { name: 'Margin top Large' }).selectOption({ label: '5 (48 px)' });
    await expect(component).toHaveCSS('margin-top', '48px');

    await saveAndPublish(page);
    const visitor = await visit(browser, target.path);
    await expect(contentOf(visitor).locator('.cs-component').first()).toHaveCSS('margin-top', '48px');
  });
});

test('illustration: drawings chosen by name, for a focus area and for expandable details', async ({ page, browser }) => {
  await signIn(page);
  const target = await createPage(page, 'illustration', {
    contents: [
      { componentType: 'IllustratedFocusArea', illustration: 'none', title: 'Your privacy matters', description: 'We keep what you tell us safe.' },
      { componentType: 'ExpandableDetails', header: 'Growing together', illustration: 'none', contents: [{ componentType: 'Text', key: 'details-text', text: 'More about our groups.' }] },
    ],
  });
  await editPage(page, target.path);

  let sidebar = await selectValue(page, 'contents.0.illustration');
  let choices = sidebar.getByRole('group', { name: 'Illustration' });
  await expect(choices.getByRole('radio', { name: 'None' })).toBeChecked();
  await choices.getByRole('radio', { name: 'Privacy' }).check();
  const privacy = editable(page, 'contents.0.illustration').locator('svg');
  await expect(privacy).toBeVisible();
  const privacyDrawing = await privacy.innerHTML();

  sidebar = await selectValue(page, 'contents.1.illustration');
  await expect(sidebar.getByRole('heading', { name: 'Expandable Details' })).toBeVisible();
  choices = sidebar.getByRole('group', { name: 'Illustration' });
  await choices.getByRole('radio', { name: 'Tree' }).check();
  const tree = editable(page, 'contents.1.illustration').locator('svg');
  await expect(tree).toBeVisible();
  const treeDrawing = await tree.innerHTML();
  expect(treeDrawing).not.toBe(privacyDrawing);

  await saveAndPublish(page);
  const visitor = await visit(browser, target.path);
  const focusDrawing = contentOf(visitor).locator('.cs-focus-area__illustration svg');
  await expect(focusDrawing).toBeVisible();
  expect(await focusDrawing.innerHTML()).toBe(privacyDrawing);
  const detailsDrawing = contentOf(visitor).locator('.cs-expandable svg.cs-expandable__illustration');
  await expect(detailsDrawing).toBeVisible();
  expect(await detailsDrawing.innerHTML()).toBe(treeDrawing);
});

test('split content layout: a narrower first column, shown on the right on desktop', async ({ page, browser }) => {
  await signIn(page);
  const target = await createPage(page, 'split', {
    contents: [
      {
        componentType: 'SplitContent',
        left: [{ componentType: 'Text', key: 'split-left-text', text: 'Words in the first column.' }],
        right: [{ componentType: 'Text', key: 'split-right-text', text: 'Words in the second column.' }],
        width: 6,
        gap: 2,
        usePixelGap: false,
        reverse: { desktop: false, mobile: false },
        matchHeight: false,
      },
    ],
  });
  await editPage(page, target.path);

  // The column itself, just below its component (in the component's bottom margin): selects the split content.
  const column = editable(page, 'contents.0.left');
  // Both boxes in one measurement: a notice arriving above the page moves everything between two of them.
  const { box, child } = await column.evaluate((element) => {
    const rect = (of: Element) => {
      const { y, width, height } = of.getBoundingClientRect();
      return { y, width, height };
    };
    return { box: rect(element), child: rect(element.querySelector('[data-component="contents.0.left.0"]')!) };
  });
  expect(box.y + box.height).toBeGreaterThan(child.y + child.height + 4);
  await column.click({ position: { x: box.width / 2, y: child.y - box.y + child.height + 4 } });
  const sidebar = sidebarOf(page);
  await expect(sidebar.getByRole('heading', { name: 'Split Content' })).toBeVisible();
  await sidebar.locator('summary').filter({ hasText: /^Other fields$/ }).click();
  const layout = sidebar.getByRole('group', { name: 'Layout' });
  await layout.getByLabel('First column width in columns').fill('3');
  await expect(layout.getByText('3 of 12 columns')).toBeVisible();
  await layout.getByLabel('Reverse on desktop').check();
  await expect(page.locator('#editor-page .cs-split')).toHaveClass(/cs-split--width-3/);

  await saveAndPublish(page);
  const visitor = await visit(browser, target.path);
  const geometry = await contentOf(visitor)
    .locator('.cs-split')
    .evaluate((split) => {
      const rect = (selector: string) => split.querySelector(selector)!.getBoundingClientRect();
      const whole = split.getBoundingClientRect();
      return { whole: { left: whole.left, width: whole.width }, first: rect('.cs-split__left'), second: rect('.cs-split__right') };
    });
  // Three twelfths against nine: the first column is about a third as wide as the second...
  expect(geometry.first.width / geometry.second.width).toBeGreaterThan(0.25);
  expect(geometry.first.width / geometry.second.width).toBeLessThan(0.45);
  // ...and stands on the right.
  expect(geometry.first.left).toBeGreaterThan(geometry.second.left);
});

test('map address: the address and coordinates a visitor opens in Google Maps', async ({ page, browser }) => {
  await signIn(page);
  const target = await createPage(page, 'map', {
    contents: [{ componentType: 'MapContent', title: 'Our harbour office', description: '', address: 'Old address', lat: -34.9285, lng: 138.6007 }],
  });
  await editPage(page, target.path);

  const sidebar = await selectValue(page, 'contents.0');
  await sidebar.getByRole('textbox', { name: 'Address' }).fill('1 Harbour Road, Port Adelaide SA 5015');
  await sidebar.getByLabel('Latitude').fill('-34.8467');
  await sidebar.getByLabel('Longitude').fill('138.5036');
  await expect(editable(page, 'contents.0')).toHaveText('1 Harbour Road, Port Adelaide SA 5015');

  await saveAndPublish(page);
  const visitor = await visit(browser, target.path);
  await expect(contentOf(visitor).locator('.cs-map__address')).toHaveText('1 Harbour Road, Port Adelaide SA 5015');
  await expect(contentOf(visitor).getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', /query=-34\.8467,138\.5036$/);
});

test('video: a pasted YouTube address is reduced to its id, and the visitor plays that video', async ({ page, browser }) => {
  await signIn(page);
  const target = await createPage(page, 'video', {
    contents: [
      {
        componentType: 'Media',
        image: { desktop: { imageId: 'demo-calm-sail', alt: 'A sail on calm water' }, alt: 'A sail on calm water' },
        video: { type: 'Vimeo', videoId: '', isVimeo: true },
        caption: { text: 'Our story on film', href: '', type: 'page', icon: '' },
      },
    ],
  });
  await editPage(page, target.path);

  const sidebar = await selectValue(page, 'contents.0.video');
  const address = sidebar.getByLabel('Video id or address');
  await address.fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42s');
  await expect(address).toHaveValue('aqz-KE-bpKQ');
  await expect(sidebar.getByRole('radio', { name: 'YouTube' })).toBeChecked();
  await expect(address).not.toHaveAttribute('aria-invalid', 'true');

  await saveAndPublish(page);
  const visitor = await visit(browser, target.path);
  const play = contentOf(visitor).getByRole('button', { name: 'Play video: Our story on film' });
  await expectHydrated(play);
  await play.click();
  const player = visitor.getByRole('dialog').locator('iframe');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/);
});
