// How fast the in-page editor answers, against a running site (npm start) in Debian's Chromium:
//   ADMIN_PASSWORD=... [DOMAIN_ID=default] node scripts/bench/editor-typing.mjs [http://localhost:3000]
// Creates (or reuses) a draft page of 100 blocks, opens it in the editor and prints
//  - the time to open the editor on that page (navigation start to the working copy shown, p50 of 5), and
//  - the time from a keystroke in the sidebar to the page showing it, p50 and p95 over 200 keystrokes.
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:3000';
const password = process.env.ADMIN_PASSWORD;
if (!password) {
  console.error('Set ADMIN_PASSWORD to the admin password of the running site.');
  process.exit(1);
}
const slug = 'bench/one-hundred-blocks';
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const headers = { origin: base };
const login = await context.request.post(`${base}/api/user/login`, { data: { username: 'admin', password }, headers });
if (!login.ok()) throw new Error(`Sign-in failed (${login.status()})`);

const page = await context.newPage();
// The seeded site's domain; set DOMAIN_ID for another one.
const domainId = process.env.DOMAIN_ID ?? 'default';
const existing = await context.request.get(`${base}/api/page/load?${new URLSearchParams({ slug, domainId, collection: 'pages' })}`);
if (existing.status() === 404) {
  const contents = Array.from({ length: 100 }, (_, i) =>
    i % 2
      ? { componentType: 'Text', key: `bench-text-${i}`, text: `Paragraph ${i}: a few sentences of ordinary page text to render.` }
      : { componentType: 'GenericPage', key: `bench-section-${i}`, header: { title: `Section ${i}`, description: 'A section with a title and a description.' }, contents: [] },
  );
  const created = await context.request.post(`${base}/api/page/save`, {
    data: { page: { _id: `bench-${Date.now()}`, domainId, slug, header: { title: 'One hundred blocks', description: 'Editor benchmark page' }, contents, version: 0 }, collection: 'pages' },
    headers,
  });
  if (!created.ok()) throw new Error(`Could not create the benchmark page (${created.status()}): ${await created.text()}`);
}

const openTimes = [];
for (let run = 0; run < 5; run += 1) {
  await page.goto(`${base}/${slug}`);
  await page.locator('#editor-page [data-edit="contents.99.text"]').waitFor();
  openTimes.push(await page.evaluate(() => performance.now()));
}

await page.getByRole('button', { name: 'Select component' }).click();
const target = page.locator('#editor-page [data-edit="contents.99.text"]');
await target.click();
const field = page.getByRole('complementary', { name: 'Edit content' }).locator('textarea').first();
await field.focus();
await field.press('End');

// In the page: each keydown starts a clock, the first change to the rendered page after it stops it.
await page.evaluate(() => {
  const samples = [];
  let started = null;
  window.addEventListener('keydown', () => (started = performance.now()), true);
  new MutationObserver(() => {
    if (started === null) return;
    samples.push(performance.now() - started);
    started = null;
  }).observe(document.getElementById('editor-page'), { subtree: true, childList: true, characterData: true });
  window.__editorBench = samples;
});
for (let i = 0; i < 200; i += 1) {
  await field.press(String.fromCharCode(97 + (i % 26)));
  await page.waitForTimeout(20);
}
await page.waitForTimeout(200);
const samples = await page.evaluate(() => window.__editorBench);
await browser.close();

console.log(`Editor on a page of 100 blocks (${base}/${slug})`);
console.log(`open editor: p50 ${Math.round(percentile(openTimes, 50))} ms (navigation start to working copy shown, includes the deliberate 100 ms load delay)`);
console.log(`keystroke to page: p50 ${percentile(samples, 50).toFixed(1)} ms  p95 ${percentile(samples, 95).toFixed(1)} ms  (${samples.length} of 200 keystrokes measured)`);
