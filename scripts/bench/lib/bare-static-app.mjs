// The yardstick for the site's throughput: a throwaway Next app, built with the same Next version, that serves
// exactly the bytes the site answered for each benchmarked address, as static as Next can serve them.
//
// Why a prerendered route handler (`app/<name>/route.js` with `dynamic = 'force-static'`) and not a `page.tsx`:
// the site's HTML already holds everything Next adds to a page (its bootstrap scripts and the page's data for
// the client). A page.tsx that rendered that HTML would wrap it in a second document and repeat it in its own
// data for the client, roughly doubling the bytes, so the comparison would flatter the site. A force-static route
// handler runs once at build; `next start` then answers from the prerendered body on disk through the same
// server, compression and header pipeline as any static page, carrying the very same bytes. That is the fastest
// a page of this size can come out of Next, which is what "cached page vs static page" should compare against.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildNextApp, projectRoot } from './next-server.mjs';

// Headers the site sets on every answer (next.config.ts): the bare app sends the same ones, so neither side
// does work the other does not.
const copiedHeaders = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'strict-transport-security'];

/**
 * Fetches each address from the running site and writes a bare app with one static route per address.
 * Returns { dir, routes: [{ path, barePath, bytes, contentType }] }; call build() before starting it.
 */
export async function createBareStaticApp(siteUrl, paths) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-static-pages-'));
  // No dependencies of its own: the same next, react and react-dom as the site, through a link.
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare-static-pages', private: true }, null, 2));
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');

  const routes = [];
  let headers = [];
  for (const [index, sitePath] of paths.entries()) {
    const response = await fetch(siteUrl + sitePath);
    if (!response.ok) throw new Error(`${sitePath} answered ${response.status}; cannot copy it`);
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
    if (index === 0) headers = copiedHeaders.filter((name) => response.headers.has(name)).map((name) => ({ key: name, value: response.headers.get(name) }));
    const barePath = `/page-${index}`;
    const routeDir = path.join(dir, 'app', barePath.slice(1));
    fs.mkdirSync(routeDir, { recursive: true });
    fs.writeFileSync(path.join(routeDir, 'body.bin'), body);
    fs.writeFileSync(
      path.join(routeDir, 'route.js'),
      `import fs from 'node:fs';
import path from 'node:path';

export const dynamic = 'force-static';

// Read once, at build time: the answer is prerendered.
export function GET() {
  const body = fs.readFileSync(path.join(process.cwd(), 'app', ${JSON.stringify(barePath.slice(1))}, 'body.bin'));
  return new Response(body, { headers: { 'content-type': ${JSON.stringify(contentType)} } });
}
`,
    );
    routes.push({ path: sitePath, barePath, bytes: body.length, contentType });
  }
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `// Same response headers as the site; the bundler root covers the linked node_modules.
export default {
  poweredByHeader: false,
  turbopack: { root: ${JSON.stringify(path.parse(dir).root)} },
  async headers() {
    return [{ source: '/:path*', headers: ${JSON.stringify(headers)} }];
  },
};
`,
  );
  return { dir, routes, build: () => buildNextApp(dir), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
