// Signing in to the site's API as the seeded admin, and the few editor calls the benchmarks make. A call that is
// answered with an error throws an Error carrying the HTTP `status`; one that gets no answer throws without it.
export const DOMAIN_ID = process.env.DOMAIN_ID ?? 'default';

/** Signs in (POST /api/user/login, with the Origin header every write needs) and keeps the session cookies. */
export async function signInAsAdmin(baseUrl, password) {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (!cookies.some((cookie) => cookie.startsWith('authToken='))) throw new Error('sign-in set no authToken cookie');
  const cookie = cookies.join('; ');

  const call = async (method, name, { query, body } = {}) => {
    const url = `${baseUrl}/api/${name}${query ? `?${new URLSearchParams(query)}` : ''}`;
    const answer = await fetch(url, {
      method,
      headers: { cookie, origin: baseUrl, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!answer.ok) throw Object.assign(new Error(`${name} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`), { status: answer.status });
    return answer.json();
  };
  return {
    /** Any call: call('GET', 'site/health', { query }) or call('POST', 'site/checkHealth', { body }). */
    call,
    loadPage: (slug) => call('GET', 'page/load', { query: { slug, domainId: DOMAIN_ID, collection: 'pages' } }),
    publishPage: (page) => call('POST', 'page/publishPage', { body: { page, collection: 'pages' } }),
    savePage: (page) => call('POST', 'page/save', { body: { page, collection: 'pages' } }),
    /** The pre-publish checks of a working copy, without publishing it: { checks, blockers, warnings }. */
    checkPublish: (page) => call('POST', 'page/checkPublish', { body: { page, collection: 'pages' } }),
    sitemapRows: (pageNumber) => call('GET', 'sitemap/filter', { query: { domainId: DOMAIN_ID, page: String(pageNumber), size: '100' } }),
  };
}

/**
 * The address of a published page holding a PageHub block: '/hub' when that answers, otherwise the first
 * published page whose working copy contains one; null when no page has one.
 */
export async function findHubPath(baseUrl, admin) {
  if ((await fetch(`${baseUrl}/hub`)).status === 200) return '/hub';
  for (let pageNumber = 1; pageNumber < 50; pageNumber += 1) {
    const answer = await admin.sitemapRows(pageNumber);
    const rows = answer.sitemap ?? [];
    for (const row of rows) {
      if (row.published === false) continue;
      const page = await admin.loadPage(row.slug);
      if (JSON.stringify(page.contents ?? []).includes('"componentType":"PageHub"')) return `/${row.slug}`;
    }
    if (rows.length < 100) break;
  }
  return null;
}
