// How long a visitor waits to see a publish: the time from the publish answer to the first anonymous GET of the
// page whose HTML carries the new title.
const POLL_MS = 10;
const GIVE_UP_MS = 30_000;

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Publishes `slug` with a new title `runs` times (then puts the old title back) and returns the times in ms,
 * each from the publish answer to the end of the first visitor GET showing the title; null for a run that
 * never showed it within 30 s.
 */
export async function publishToVisible(baseUrl, admin, slug, runs = 5) {
  let page = await admin.loadPage(slug);
  const originalTitle = page.header.title;
  const url = `${baseUrl}/${slug}`;
  // The visitor's cached copy exists before the first publish, as on a live site.
  await fetch(url).then((r) => r.text());
  const times = [];
  for (let run = 1; run <= runs; run += 1) {
    const title = `${originalTitle} (update ${run}, ${Date.now()})`;
    const published = await admin.publishPage({ ...page, header: { ...page.header, title } });
    const answeredAt = performance.now();
    page = published.page;
    times.push(await firstVisibleAfter(url, escapeHtml(title), answeredAt));
  }
  await admin.publishPage({ ...page, header: { ...page.header, title: originalTitle } });
  return times;
}

async function firstVisibleAfter(url, needle, since) {
  while (performance.now() - since < GIVE_UP_MS) {
    const html = await fetch(url, { cache: 'no-store' }).then((r) => r.text());
    if (html.includes(needle)) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}
