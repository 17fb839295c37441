// Main-thread blocking observed in a real browser, beside Lighthouse's simulated TBT: Lighthouse estimates TBT from an
// unthrottled load, multiplying each task by its CPU slowdown, so a slower machine of the same kind (or one busy
// moment) moves it a lot. Here the browser itself runs at the same 4x CPU slowdown on a phone-sized screen, and every
// long task (over 50 ms, as the browser reports them) from the start of the navigation until the page has been quiet
// for a second counts its part over 50 ms: the same sum as TBT, measured rather than simulated.
import { chromium } from 'playwright-core';
import { median } from './report.mjs';

const SLOWDOWN = 4;
const QUIET_MS = 1000;

/** Records the page's long tasks from its very start (buffered), and when the last one ended. */
function recordLongTasks() {
  window.__longTasks = [];
  window.__lastLongTaskEnd = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push(entry.duration);
      window.__lastLongTaskEnd = Math.max(window.__lastLongTaskEnd, entry.startTime + entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
}

/** Whether the page has loaded and no long task has ended for QUIET_MS. */
function quiet(quietMs) {
  const navigation = performance.getEntriesByType('navigation')[0];
  if (!navigation || navigation.loadEventEnd === 0) return false;
  return performance.now() - Math.max(window.__lastLongTaskEnd, navigation.loadEventEnd) > quietMs;
}

/**
 * Loads each of `urls` `runs` times in a fresh browser context. Returns, per url, { tbtMs, longestMs, runs: [{ tbtMs, longestMs }] }
 * with the medians over the runs.
 */
export async function observedBlocking(urls, { runs = 5, executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({ executablePath });
  try {
    const results = [];
    for (const url of urls) {
      const each = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
          await page.addInitScript(recordLongTasks);
          await page.goto(url, { waitUntil: 'load' });
          await page.waitForFunction(quiet, QUIET_MS, { polling: 100, timeout: 60_000 });
          const tasks = await page.evaluate(() => window.__longTasks);
          each.push({ tbtMs: tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0), longestMs: Math.max(0, ...tasks) });
        } finally {
          await context.close();
        }
      }
      results.push({ url, tbtMs: median(each.map((r) => r.tbtMs)), longestMs: median(each.map((r) => r.longestMs)), runs: each });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export const OBSERVED_SLOWDOWN = SLOWDOWN;
