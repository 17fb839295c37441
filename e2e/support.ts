import { expect, type Browser, type Frame, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { e2eAdminPassword, e2eUserPassword } from '../playwright.config';
import { testServer } from './test-server';

export { signIn } from './api';

export const adminPassword = e2eAdminPassword;

/** Signs in through the login overlay, as a person does: only for the tests of the sign-in screens themselves. */
export async function signInThroughForm(page: Page, username = 'admin', password = adminPassword) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await dialog.getByLabel('Username or Email').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Select component' })).toBeVisible();
}

export async function anonymousPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

export const userPassword = e2eUserPassword;

/** The newest file in `folder` whose name (`<received ms>-<address><ending>`) ends with `-<address><ending>`, received since `after`. */
function newestArrival(folder: string, ending: string, after: number): string | undefined {
  const names = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  const name = names.filter((n) => n.endsWith(ending) && Number(n.split('-')[0]) >= after).sort().at(-1);
  return name && fs.readFileSync(path.join(folder, name), 'utf8');
}

/** Waits for `newestArrival` to find a file; answers its text. */
async function waitForArrival(folder: string, ending: string, after: number, timeout: number): Promise<string> {
  let found: string | undefined;
  await expect.poll(() => Boolean((found = newestArrival(folder, ending, after))), { timeout }).toBe(true);
  return found!;
}

/** The newest raw message (.eml, undecoded) to an address in this worker's SMTP mailbox since `after`, once it arrives. */
export async function waitForRawMail(to: string, after: number): Promise<string> {
  return waitForArrival(testServer().mailbox, `-${to}.eml`, after, 10_000);
}

/** Waits for the newest mail to an address in this worker's SMTP mailbox since `after`; answers its decoded text. */
export async function waitForMail(to: string, after: number): Promise<string> {
  const raw = await waitForRawMail(to, after);
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Whether any mail to this address reached this worker's SMTP mailbox since `after`. */
export function mailArrived(to: string, after: number): boolean {
  return newestArrival(testServer().mailbox, `-${to}.eml`, after) !== undefined;
}

/** One part of a raw MIME message by its content type (e.g. 'text/html'), transfer encoding undone. */
export function mailPart(raw: string, contentType: string): string | undefined {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]);
  const chunks = boundaries.length ? boundaries.flatMap((boundary) => raw.split(`--${boundary}`)) : [raw];
  for (const chunk of chunks) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = chunk.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    if (!new RegExp(`^content-type:\\s*${contentType.replace('/', '\\/')}`, 'im').test(headers)) continue;
    const body = chunk.slice(split).trim();
    const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(headers)?.[1].toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  }
  return undefined;
}

/** Waits for the newest lead this worker's CRM stand-in received for an email address since `after`; answers its form-encoded fields. */
export async function waitForLead(email: string, after: number): Promise<Record<string, string>> {
  return JSON.parse(await waitForArrival(testServer().leads, `-${email}.json`, after, 15_000)) as Record<string, string>;
}

/**
 * 'Publish page' from the editor menu opens the publish panel, which runs the pre-publish checks; its own button
 * ('Publish page', or 'Publish anyway' when there are only warnings) publishes once the checks have answered.
 */
export async function publishThroughPanel(page: Page) {
  await page.getByRole('navigation', { name: 'Editor menu' }).getByRole('button', { name: /^Publish page/ }).click();
  const panel = page.getByRole('complementary', { name: 'Publish page' });
  const publish = panel.getByRole('button', { name: /^Publish (page|anyway)$/ });
  await expect(publish).toBeEnabled();
  await publish.click();
}

/**
 * Before an axe check: back to the top of the page. The quick exit strip stays at the top of the window while the
 * page scrolls, and axe counts a button it happens to cover at that moment as a target too small to use.
 */
export async function scrollToTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Opens a page as the signed-in user of `page` and waits until the editor has started on it. */
export async function openSignedIn(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Select component' })).toBeVisible();
}

/** Words only the editor's code contains: its menu labels. */
export const editorMarkers = ['Select component', 'Change page header'];
/** A selector only the editor's stylesheets hold (editor/ui/editor.module.css): they travel in the editor's code. */
export const editorStyleMarker = 'editor-open';
/** A string only the carousel motion code (swiper) contains. */
export const carouselMarker = 'swiper-centered-offset-before';
/**
 * A name in react-hook-form's code, which only the live forms use (the server's rendering of a form carries the
 * rules' messages too, so a message would not tell them apart).
 */
export const formMarker = 'keepIsSubmitSuccessful';

/** Script and stylesheet bodies already read, by address: the build's chunks never change under one address. */
const scriptBodies = new Map<string, Promise<string>>();

/**
 * Starts recording every script (or stylesheet) the page asks for; the answer reads their text (from this worker's
 * server, once per address for the build's own chunks, instead of copying every body out of the browser).
 */
export function recordScripts(page: Page, kind: 'script' | 'stylesheet' = 'script'): () => Promise<string[]> {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === kind) urls.add(request.url());
  });
  const read = (url: string) => fetch(url).then((response) => response.text()).catch(() => '');
  return () =>
    Promise.all(
      [...urls].map((url) => {
        if (!new URL(url).pathname.startsWith('/_next/static/')) return read(url);
        if (!scriptBodies.has(url)) scriptBodies.set(url, read(url));
        return scriptBodies.get(url)!;
      }),
    );
}

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
/** axe-core's browser build, read once per worker. */
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe into a frame that does not have it yet: once per document, so the second check of the same page (another
 * width, another sidebar) costs only the check. A frame that runs no script (sandboxed) or is gone is left out after
 * a second, as axe leaves out a frame it cannot reach.
 */
async function ensureAxe(frame: Frame) {
  const inject = async () => {
    if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) return;
    await frame.evaluate(axeSource);
    await frame.evaluate(() => (window as unknown as { axe: { configure(spec: object): void } }).axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
  };
  await Promise.race([inject(), new Promise((resolve) => setTimeout(resolve, 1_000))]).catch(() => undefined);
}

/**
 * Checks the page (or only the parts matching `include`) with axe from the top, and fails naming each violation and
 * where it is; `exclude` leaves out parts axe cannot enter (a sandboxed frame runs no script). axe runs once in the
 * page and reaches same-origin frames through the copies put into them.
 */
export async function expectNoViolations(page: Page, label: string, { include = [], exclude = [] }: { include?: string | string[]; exclude?: string[] } = {}) {
  await scrollToTop(page);
  for (const frame of page.frames()) await ensureAxe(frame);
  const includes = [include].flat();
  // No include list: the whole document, less what `exclude` names.
  const context = includes.length ? { include: includes, exclude } : exclude.length ? { exclude } : null;
  const outcome = await page.evaluate(
    ({ context, tags }) => {
      type Violation = { id: string; nodes: { target: string[] }[] };
      const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<{ violations: Violation[] }> } }).axe;
      return axe.run(context ?? document, { runOnly: { type: 'tag', values: tags } }).then(
        (results) => ({ violations: results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), error: null }),
        (error: Error) => ({ violations: [], error: error.message }),
      );
    },
    { context, tags: axeTags },
  );
  if (outcome.error) throw new Error(`axe could not check ${label}: ${outcome.error}`);
  expect(outcome.violations, `axe violations: ${label}`).toEqual([]);
}

/** Brings an image into view and waits until it has loaded real pixels. */
export async function expectLoaded(image: Locator, where = 'image') {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { message: where }).toBeGreaterThan(0);
}

/**
 * Waits until the page's own code has taken an element over (React marks the elements it hydrated). A press on a
 * scripted button before that is kept and carried out once the page is hydrated (components/layout/early-presses.ts);
 * a test about what the press does at once, rather than about that delay, waits for this first.
 */
export async function expectHydrated(element: Locator) {
  await expect.poll(() => isHydrated(element)).toBe(true);
}

/** Whether React has hydrated the element yet (it marks the elements it took over). */
export const isHydrated = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));

/**
 * Holds back the page's scripts that contain `marker` (text only that code has) until `release` is called, as a
 * slow network would; `asked()` says whether the page has asked for such a script yet. A script whose answer can
 * no longer be read (the browser gave up on the request, or the page is closing) is passed on untouched rather
 * than failing the test.
 */
export async function holdBackCode(page: Page, marker: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    let fetched: { response: Awaited<ReturnType<typeof route.fetch>>; body: string };
    try {
      const response = await route.fetch();
      fetched = { response, body: await response.text() };
    } catch {
      return route.continue().catch(() => {});
    }
    if (fetched.body.includes(marker)) {
      asked = true;
      await released;
    }
    await route.fulfill(fetched).catch(() => {});
  });
  return { release, asked: () => asked };
}

/** Whether an address is this machine's (the test servers), not another site's. */
export const isLocal = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** A day as a date input takes it, in the browser's own time zone, counted from today. */
export async function localDay(page: Page, offsetDays: number): Promise<string> {
  return page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  }, offsetDays);
}
