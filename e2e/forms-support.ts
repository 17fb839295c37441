// What the form specs share: visitors who never reach the internet (the captcha script is a local stub), each
// from an address of its own, and the accessibility check.
import { expect, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { isLocal } from './support';
import fs from 'node:fs';
import path from 'node:path';

/** The answer the test server's captcha stand-in accepts (scripts/e2e-server.mjs); the stub widget gives it. */
export const CAPTCHA_PASS = 'e2e-captcha-pass';

/** Google's captcha script, as the captcha widget asks for it. */
export const isCaptchaScript = (url: URL) => url.hostname === 'www.google.com' && url.pathname.startsWith('/recaptcha/');

const captchaStub = fs.readFileSync(path.join(__dirname, 'captcha-stub.js'), 'utf8');

/**
 * Keeps a browser context off the internet: Google's captcha script is answered with the local stub, any other
 * request for another host with an empty 204.
 */
export async function offline(context: BrowserContext) {
  await context.route(
    (url) => !isLocal(url),
    (route) => {
      if (isCaptchaScript(new URL(route.request().url()))) return route.fulfill({ status: 200, contentType: 'text/javascript', body: captchaStub });
      return route.fulfill({ status: 204 });
    },
  );
}

let lastAddress = 0;
/**
 * A made-up client address for one visitor, sent as X-Forwarded-For: each test visitor counts against the
 * server's per-address submission limit on its own, as different people would.
 */
export const visitorAddress = () => `10.${(process.pid % 200) + 1}.${Math.floor(++lastAddress / 250) % 250}.${(lastAddress % 250) + 1}`;

export const desktop = { width: 1280, height: 900 };
export const phone = { width: 375, height: 740 };

/** A new visitor (no cookies) on a screen of this size, off the internet, from an address of their own; with scripts or without. */
export async function newVisitor(browser: Browser, viewport = desktop, { javaScriptEnabled = true } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport, javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } });
  await offline(context);
  return context.newPage();
}

/** Starts recording the address of every request the page makes. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Holds back the page's form submissions until `release` is called, so the sending state can be seen. */
export async function holdSubmissions(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/forms/submit', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** An email address nobody else's test uses (the server caps confirmations to one address). */
export const visitorEmail = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
