// Script smuggled into content, through every field kind of the editor and straight through the API, never runs for
// a visitor (or in the editor): no script elements or event-handler attributes from content, no javascript: or data: links.
import { test, expect, type Page } from './fixtures';
import { signIn } from './support';
import { createPage, editable, editPage, loadPage, saveAndPublish, selectValue, visit, type StoredPage } from './editor-fields-support';
import { postApi } from './api';

const scriptTag = '<script>window.__xss=1</script>';
const brokenImage = '<img src=x onerror="window.__xss=1">';
const payload = `${scriptTag}${brokenImage}`;
const javascriptHref = 'javascript:window.__xss=1';
const dataHref = 'data:text/html,<script>window.__xss=1</script>';

const unsafeScheme = /^(javascript|data|vbscript):/i;
/** How a browser reads an address: whitespace and control characters inside the scheme do not count. */
const squeezed = (href: string) => href.replace(/[\s\u0000-\u001f\u007f]/g, '');

type Findings = { scripts: string[]; handlers: string[]; unsafeLinks: string[]; frames: number; xss: unknown };

/** What could run script on the page: inside the page's content and, for links, anywhere in the document. */
async function findings(page: Page, root: string): Promise<Findings> {
  return page.evaluate((selector) => {
    const container = document.querySelector(selector);
    if (!container) throw new Error(`${selector} is not on the page`);
    const squeeze = (text: string) => text.replace(/[\s\u0000-\u001f\u007f]/g, '');
    const unsafe = /^(javascript|data|vbscript):/i;
    const everything = [...container.querySelectorAll('*')];
    return {
      scripts: [...container.querySelectorAll('script')].map((script) => script.outerHTML),
      handlers: everything.flatMap((element) =>
        [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => `<${element.tagName.toLowerCase()} ${attribute.name}>`),
      ),
      unsafeLinks: [
        ...[...document.querySelectorAll('[href]')].map((element) => element.getAttribute('href') ?? ''),
        ...everything.flatMap((element) => ['action', 'formaction', 'xlink:href'].map((name) => element.getAttribute(name) ?? '')),
      ].filter((href) => unsafe.test(squeeze(href))),
      frames: container.querySelectorAll('iframe, object, embed, frame').length,
      xss: (window as unknown as { __xss?: unknown }).__xss,
    };
  }, root);
}

async function expectNothingRuns(page: Page, root: string) {
  await page.waitForLoadState('load');
  // Every image has loaded or failed, so a broken image's error handler would have run by now.
  await expect
    .poll(() => page.evaluate((selector) => [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)].every((img) => img.loading === 'lazy' || img.complete), root))
    .toBe(true);
  expect(await findings(page, root)).toEqual({ scripts: [], handlers: [], unsafeLinks: [], frames: 0, xss: undefined });
}

/** Every `href` anywhere in a stored value, with where it is. */
function hrefsIn(value: unknown, at = ''): { at: string; href: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => hrefsIn(item, `${at}.${index}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'href' && typeof child === 'string' ? [{ at: `${at}.${key}`, href: child }] : hrefsIn(child, `${at}.${key}`),
  );
}

/** Every RichText component's HTML, however deep. */
function richTextsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(richTextsIn);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = record.componentType === 'RichText' && typeof record.text === 'string' ? [record.text] : [];
  return [...own, ...Object.values(record).flatMap(richTextsIn)];
}

/**
 * Nothing stored could run script: every href is safe, and every rich text, parsed as a browser would (in an inert
 * template), holds only allow-listed tags, no event-handler attributes and no unsafe link.
 */
async function expectCleanStore(page: Page, stored: StoredPage) {
  const badHrefs = hrefsIn(stored).filter(({ href }) => unsafeScheme.test(squeezed(href)) || /&(colon|#0*58|#x0*3a)/i.test(href));
  expect(badHrefs).toEqual([]);
  const problems = await page.evaluate((htmls) => {
    const allowed = new Set(['P', 'H2', 'H3', 'H4', 'STRONG', 'EM', 'U', 'S', 'A', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'BR']);
    return htmls.flatMap((html) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return [...template.content.querySelectorAll('*')].flatMap((element) => [
        ...(allowed.has(element.tagName) ? [] : [`<${element.tagName.toLowerCase()}>`]),
        ...[...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name) || /^(javascript|data|vbscript):/i.test(attribute.value.replace(/[\s\u0000-\u001f\u007f]/g, '')))
          .map((attribute) => `${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}"`),
      ]);
    });
  }, richTextsIn(stored));
  expect(problems).toEqual([]);
}

/** Pastes HTML into a rich-text editor the way a browser does on Ctrl+V. */
async function pasteHtml(target: ReturnType<Page['locator']>, html: string) {
  await target.evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup.replace(/<[^>]*>/g, ''));
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

test('script typed into text, formatted text, list, map, anchor, image alt and video fields shows as words and never runs', async ({ page, browser }) => {
  await signIn(page);
  const target = await createPage(page, 'xss-text', {
    title: 'Safe title',
    contents: [
      { componentType: 'Text', text: 'Plain words' },
      { componentType: 'FormattedText', text: 'Formatted words' },
      { componentType: 'IconList', items: [{ text: 'A point' }] },
      { componentType: 'MapContent', title: 'Office', description: '', address: 'An address', lat: -34.9285, lng: 138.6007 },
      { componentType: 'Anchor', id: 'safe-anchor' },
      { componentType: 'Media', image: { desktop: { imageId: 'demo-calm-sail', alt: 'A sail' }, alt: 'A sail' } },
      { componentType: 'Media', image: { desktop: { imageId: 'demo-kite-breeze', alt: 'A kite' }, alt: 'A kite' }, caption: { text: 'A film', href: '', type: 'page', icon: '' } },
    ],
  });
  await editPage(page, target.path);

  let sidebar = await selectValue(page, 'header.title');
  await sidebar.getByLabel('Title', { exact: true }).fill(payload);
  sidebar = await selectValue(page, 'contents.0.text');
  await sidebar.getByLabel('Text', { exact: true }).fill(payload);
  sidebar = await selectValue(page, 'contents.1.text');
  await sidebar.getByLabel('Text', { exact: true }).fill(`## ${scriptTag}\n\n${brokenImage}`);
  sidebar = await selectValue(page, 'contents.2.items.0.text');
  await sidebar.getByLabel('Text', { exact: true }).fill(payload);
  sidebar = await selectValue(page, 'contents.3');
  await sidebar.getByRole('textbox', { name: 'Address' }).fill(payload);
  sidebar = await selectValue(page, 'contents.4.id');
  await sidebar.getByLabel('Anchor id').fill('x" onmouseover="window.__xss=1');
  sidebar = await selectValue(page, 'contents.5.image');
  await sidebar.getByLabel('Alt text').fill(`"><img src=x onerror="window.__xss=1">`);
  sidebar = await selectValue(page, 'contents.6.video');
  const video = sidebar.getByLabel('Video id or address');
  await video.fill(`"><script>window.__xss=1</script>`);
  await expect(video).toHaveAttribute('aria-invalid', 'true');

  await expect(editable(page, 'contents.0.text')).toHaveText(payload);
  await expectNothingRuns(page, '#editor-page');
  await saveAndPublish(page);

  const visitor = await visit(browser, target.path);
  const content = visitor.locator('#page-content');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(payload);
  await expect(content.locator('.cs-text')).toHaveText(payload);
  await expect(content.locator('.cs-formatted-text h2')).toHaveText(scriptTag);
  await expect(content.locator('.cs-formatted-text p')).toHaveText(brokenImage);
  await expect(content.locator('.cs-icon-list li')).toHaveText(payload);
  await expect(content.locator('.cs-map__address')).toHaveText(payload);
  // An anchor id is kept to lower-case words and hyphens as it is typed: the quote can never reach the markup.
  await expect(content.locator('.cs-anchor')).toHaveAttribute('id', 'x-onmouseover-window-xss-1');
  await expect(content.getByRole('img', { name: `"><img src=x onerror="window.__xss=1">` })).toBeVisible();
  // The video id that is not one leaves no player for it.
  await expect(content.getByRole('button', { name: /Play video/ })).toHaveCount(0);
  await expectNothingRuns(visitor, '#page-content');
});

test('javascript: and data: addresses are refused in link fields, quick links and rich-text links, and pasted script is dropped', async ({ page, browser }) => {
  await signIn(page);
  const target = await createPage(page, 'xss-links', {
    contents: [
      { componentType: 'Link', link: { type: 'page', href: '', text: 'Link block' } },
      { componentType: 'ButtonCta', link: { type: 'page', href: '', text: 'Call to action' } },
      { componentType: 'RichText', text: '<p>Rich words</p>' },
    ],
  });
  await editPage(page, target.path);

  // Link fields: the external address is never stored while it is unsafe.
  for (const path of ['contents.0.link', 'contents.1.link']) {
    const sidebar = await selectValue(page, path);
    await sidebar.getByRole('radio', { name: 'External' }).check();
    const address = sidebar.getByRole('textbox', { name: 'Address' });
    for (const href of [javascriptHref, ' JaVaScRiPt:window.__xss=1', dataHref]) {
      await address.fill(href);
      await address.blur();
      await expect(sidebar.getByRole('alert')).toHaveText('Use an address starting with https://, http://, mailto: or tel:');
    }
    // Typed as a page to find, it only searches.
    await sidebar.getByRole('radio', { name: 'Page', exact: true }).check();
    await sidebar.getByRole('combobox', { name: 'Find a page' }).fill(javascriptHref);
    await sidebar.getByRole('combobox', { name: 'Find a page' }).blur();
  }

  // Quick links in the page header.
  let sidebar = await selectValue(page, 'header.quickLinks');
  const quickLinks = sidebar.getByRole('group', { name: 'Quick links' });
  await quickLinks.getByRole('button', { name: 'Add quick link' }).click();
  await quickLinks.getByRole('radio', { name: 'External' }).check();
  const quickAddress = quickLinks.getByRole('textbox', { name: 'Address' });
  await quickAddress.fill(javascriptHref);
  await quickAddress.blur();
  await expect(quickLinks.getByRole('alert')).toHaveText('Use an address starting with https://, http://, mailto: or tel:');
  await quickLinks.getByLabel('Link text').fill('Quick trap');

  // Rich text: the link form refuses the address, and pasted markup keeps only its words.
  sidebar = await selectValue(page, 'contents.2.text');
  const text = sidebar.getByRole('textbox', { name: 'Text' });
  const toolbar = sidebar.getByRole('toolbar', { name: 'Formatting: Text' });
  await text.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`${payload} Click here`);
  await page.keyboard.press('Shift+Home');
  for (const href of [javascriptHref, dataHref, 'java\tscript:window.__xss=1']) {
    await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
    const linkAddress = sidebar.getByLabel('Link address');
    await linkAddress.fill(href);
    await sidebar.getByRole('button', { name: 'Apply link' }).click();
    await expect(linkAddress).toHaveAttribute('aria-invalid', 'true');
    await sidebar.getByRole('button', { name: 'Cancel' }).click();
  }
  await expect(text.getByRole('link')).toHaveCount(0);
  // Cancel hands the keyboard back to the text, where End ends the selection. The editor puts its selection back a
  // frame after the focus: End waits for that frame, or the selection would come back over it.
  await expect(text).toBeFocused();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.keyboard.press('End');
  await pasteHtml(
    text,
    `<p>Pasted <a href="${javascriptHref}">trap link</a> and <a href="${dataHref}">data link</a>${payload}` +
      `<svg onload="window.__xss=1"></svg><iframe src="${javascriptHref}"></iframe></p>`,
  );
  await expect(text).toContainText('Pasted trap link and data link');
  await expectNothingRuns(page, '#editor-page');

  await saveAndPublish(page);
  await expectCleanStore(page, await loadPage(page, target.slug));

  const visitor = await visit(browser, target.path);
  const content = visitor.locator('#page-content');
  await expect(content.locator('.cs-rich-text')).toContainText(`${payload} Click here`);
  await expect(content.locator('.cs-rich-text')).toContainText('Pasted trap link and data link');
  await expect(content.getByRole('link', { name: 'Quick trap' })).toHaveCount(0);
  await expectNothingRuns(visitor, '#page-content');
});

test('a page sent straight to the API with script nested three levels deep is stored and shown clean', async ({ page, browser }) => {
  await signIn(page);
  const hostileHtml =
    `<p onclick="window.__xss=1">Deep words ${scriptTag}${brokenImage}` +
    `<a href="${javascriptHref}">js</a> <a href="JaVaScRiPt:window.__xss=1">mixed</a> <a href="java&#x09;script:window.__xss=1">tab</a> ` +
    `<a href="javascript&colon;window.__xss=1">colon</a> <a href="&#106;avascript:window.__xss=1">entity</a> ` +
    `<a href="${dataHref}">data</a> <a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">b64</a> ` +
    `<a href="https://example.org/safe" onmouseover="window.__xss=1">safe</a></p>` +
    `<svg><script>window.__xss=1</script></svg><iframe src="${javascriptHref}"></iframe><style>body{}</style>` +
    `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">`;
  const hostileLink = (text: string, href: string) => ({ type: 'external', href, text });
  const deepest = [
    { componentType: 'RichText', key: 'deep-rich', text: hostileHtml },
    { componentType: 'Link', key: 'deep-link', link: hostileLink('Deep js link', javascriptHref) },
    { componentType: 'Link', key: 'deep-page-link', link: { type: 'page', href: ' javascript:window.__xss=1', text: 'Deep page link' } },
    { componentType: 'Button', key: 'deep-button', link: hostileLink('Deep data button', dataHref), notPrimary: false, secondary: false },
    { componentType: 'ButtonCta', key: 'deep-cta', link: hostileLink('Deep entity cta', 'javascript&colon;window.__xss=1'), notPrimary: false, secondary: false },
    {
      componentType: 'Media',
      key: 'deep-media',
      image: { desktop: { imageId: 'demo-calm-sail', alt: payload, src: javascriptHref }, alt: payload },
      video: { type: 'Youtube', videoId: '"><script>x</script>', isVimeo: false },
      caption: { text: 'Deep caption', href: `java\nscript:window.__xss=1`, type: 'external', icon: '<img onerror=x>' },
    },
    {
      componentType: 'EmergencyContact',
      key: 'deep-emergency',
      header: payload,
      subHeading: '',
      phoneNumber: '13 11 14" onclick="window.__xss=1',
      emergencyInfo: '',
      linkOne: hostileLink('Deep emergency one', javascriptHref),
      linkTwo: { type: 'file', href: dataHref, text: 'Deep emergency two' },
    },
    {
      componentType: 'ListAccordion',
      key: 'deep-accordion',
      items: [{ header: payload, link: hostileLink('Deep accordion link', javascriptHref), contents: [{ componentType: 'RichText', key: 'deepest-rich', text: hostileHtml }] }],
    },
    { componentType: 'IllustratedFocusArea', key: 'deep-focus', illustration: '"><svg onload=window.__xss=1>', title: payload, description: '' },
    { componentType: 'Text', key: 'deep-text', text: payload, backgroundColour: { value: 'teal-300', fontColour: '"><script>window.__xss=1</script>' } },
    {
      componentType: 'SplitContent',
      key: 'deep-split',
      left: [{ componentType: 'Text', key: 'deep-split-text', text: 'Deep split words' }],
      right: [],
      width: '"><img src=x onerror="window.__xss=1">',
      gap: '<script>window.__xss=1</script>',
      usePixelGap: false,
      reverse: { desktop: false, mobile: false },
      matchHeight: false,
    },
  ];
  const target = await createPage(page, 'xss-api', {
    title: payload,
    header: {
      description: brokenImage,
      quickLinks: [hostileLink('Quick js', javascriptHref), { type: 'anchor', href: dataHref, text: 'Quick data' }, hostileLink('Quick safe', 'https://example.org/')],
    },
    contents: [
      {
        componentType: 'GenericPage',
        header: { title: payload, description: '' },
        contents: [
          {
            componentType: 'ContentPanel',
            key: 'level-two',
            contents: [{ componentType: 'TitledArea', key: 'level-three', title: payload, contents: deepest, fullWidth: false }],
          },
        ],
      },
    ],
  });

  // Values that must be one of a few choices or a number are refused outright, and nothing is stored.
  for (const [field, value] of [['headerType', payload], ['marginTopSmall', payload]] as const) {
    const slug = `${target.slug}-refused-${field}`;
    const hostile = field === 'headerType' ? { headerType: value, contents: [] } : { contents: [{ componentType: 'Text', key: 'refused', text: 'x', [field]: value }] };
    const refused = await postApi(page, 'page/save', { page: { _id: `e2e-refused-${field}-${Date.now()}`, domainId: 'default', slug, version: 0, ...hostile }, collection: 'pages' });
    expect(refused.status, field).toBe(400);
    expect((await page.request.get('/api/page/load', { params: { slug, domainId: 'default' } })).status()).toBe(404);
  }

  const stored = await loadPage(page, target.slug);
  await expectCleanStore(page, stored);
  // The safe link and the words survive the cleaning.
  expect(hrefsIn(stored).map(({ href }) => href)).toContain('https://example.org/');
  expect(richTextsIn(stored)[0]).toContain('Deep words');

  const published = await postApi<{ page: StoredPage }>(page, 'page/publishPage', { page: stored, collection: 'pages' });
  expect(published.status).toBe(200);
  await expectCleanStore(page, published.data.page);

  const visitor = await visit(browser, target.path);
  const content = visitor.locator('#page-content');
  await expect(content.getByText('Deep words').first()).toBeVisible();
  await expect(content.locator('.cs-split')).toHaveClass(/cs-split--width-6 cs-split--gap-2/);
  await expect(content.getByRole('link', { name: /Quick safe/ })).toHaveAttribute('href', 'https://example.org/');
  for (const name of ['Quick js', 'Quick data', 'Deep js link', 'Deep page link', 'Deep data button', 'Deep entity cta', 'Deep emergency one', 'Deep emergency two']) {
    await expect(content.getByRole('link', { name })).toHaveCount(0);
  }
  await expectNothingRuns(visitor, '#page-content');

  // The editor renders the same stored copy: it must not run there either.
  await editPage(page, target.path);
  await expect(page.locator('#editor-page').getByText('Deep words').first()).toBeVisible();
  await expectNothingRuns(page, '#editor-page');
});
