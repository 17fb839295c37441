// The yardsticks for the site's figures: a throwaway Next app, built with the same Next version, that serves
// what the site answered for each benchmarked address in the two ways Next can serve something static.
//
// - A static page (`app/page-<n>/page.jsx`, prerendered at build): the site's visible markup (its <body> without
//   scripts) rendered by a server component with no client code. Next adds what it adds to every page (its
//   bootstrap scripts and the page's data for the client, which repeats the markup), so the answer is about
//   the size of the site's and goes through the same page pipeline: "a bare Next.js static page of the same
//   HTML". This is the yardstick for the site/bare ratio.
// - A static route (`app/route-<n>/route.js`, `dynamic = 'force-static'`): the very same bytes the site sent,
//   answered from the prerendered body through the same server, compression and header pipeline. This is the
//   fastest anything of this size comes out of Next (the floor under any page), printed beside it.
// - The same markup again through the site's own routing shape (`/same-shape/<n>`): the host put into the path by
//   the same kind of rewrite as next.config.ts, a dynamic `sites/[host]/[[...slug]]` page rendered at its first
//   request and then served from the page cache. What the framework costs a site that serves several domains
//   from one build, before any of the site's own work: the site/same-shape ratio shows what is the site's.
// - For any other answer (an image variant), the same bytes from a dynamic route handler (`/dynamic-route/<n>/...`,
//   a catch-all like the site's API route) that keeps them in memory and answers each request with a new Response,
//   as the site answers a variant it has served before: what Next costs a route that cannot be prerendered.
// - The same page as a visitor sees it, for Lighthouse (`/look-<n>`): the static page's markup with the site's
//   stylesheets, inline block styles and image preloads before it, and its images copied as static files, so the
//   browser lays out and paints what it paints on the site, with Next's own scripts and none of the site's:
//   "a bare Next page of the same HTML" as a phone renders it. Its address and the images' addresses differ from
//   the site's (a static file cannot carry the site's query string); their bytes do not.
// - A hello-world page (`/hello`): the JavaScript and Lighthouse figures of an empty Next page, the floor under
//   the visitor JavaScript of any page of any Next site.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildNextApp, cachedAnswer, projectRoot } from './next-server.mjs';

// Headers the site sets on every answer (next.config.ts): the bare app sends the same ones, so neither side
// does work the other does not.
const copiedHeaders = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'strict-transport-security'];

/** The site's visible markup: the <body> content without scripts (what a server component would render). */
function visibleMarkup(html) {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  return body.replace(/<script\b[\s\S]*?<\/script>/gi, '');
}

/**
 * The page as the site shows it, without the site's scripts: the head's stylesheets (copied into the app's public
 * folder), inline styles and image preloads, then the visible markup; every image the markup names is fetched from
 * the site and copied as a static file, its address rewritten to the copy. `copy(file, bytes)` writes into public/.
 */
async function lookalikeMarkup(siteUrl, html, copy) {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const parts = [];
  for (const link of head.match(/<link\b[^>]*>/gi) ?? []) {
    if (/\brel="stylesheet"/i.test(link)) {
      const href = /\bhref="([^"]+)"/i.exec(link)[1];
      const name = `site-styles/${path.basename(href.split('?')[0])}`;
      copy(name, Buffer.from(await (await cachedAnswer(siteUrl + href)).arrayBuffer()));
      parts.push(link.replace(href, `/${name}`));
    } else if (/\brel="preload"/i.test(link) && /\bas="image"/i.test(link)) parts.push(link);
  }
  parts.push(...(head.match(/<style\b[\s\S]*?<\/style>/gi) ?? []), visibleMarkup(html));
  let markup = parts.join('');
  const images = new Set(markup.match(/\/api\/image\/[^"\s,]+/g) ?? []);
  for (const address of images) {
    const response = await cachedAnswer(siteUrl + address.replace(/&amp;/g, '&'));
    if (!response.ok) continue;
    const extension = (response.headers.get('content-type') ?? '').split(';')[0].split('/')[1]?.replace('svg+xml', 'svg') ?? 'bin';
    const name = `site-images/${createHash('sha256').update(address).digest('hex').slice(0, 16)}.${extension}`;
    copy(name, Buffer.from(await response.arrayBuffer()));
    markup = markup.replaceAll(address, `/${name}`);
  }
  return markup;
}

/** The page's title and description, for the copy's metadata (Lighthouse audits both). */
function metadataOf(html) {
  const decode = (text) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/i.exec(html)?.[1];
  return { ...(title ? { title: decode(title) } : {}), ...(description ? { description: decode(description) } : {}) };
}

const langOf = (html) => /<html[^>]*\blang="([^"]+)"/i.exec(html)?.[1] ?? 'en';

/**
 * Fetches each address from the running site and writes the bare app: for every address a static route with
 * its bytes, and for HTML answers a static page with its markup.
 * Returns { dir, routes: [{ path, routePath, pagePath|null, shapePath|null, lookPath|null, bytes, contentType }], helloPath, build(), remove() }.
 */
export async function createBareStaticApp(siteUrl, paths) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-static-pages-'));
  // No dependencies of its own: the same next, react and react-dom as the site, through a link.
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare-static-pages', private: true }, null, 2));
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  const routes = [];
  let headers = [];
  let lang = 'en';
  for (const [index, sitePath] of paths.entries()) {
    const response = await cachedAnswer(siteUrl + sitePath);
    // The not-found page is copied too: its markup is what a visitor gets at an unknown address.
    if (!response.ok && response.status !== 404) throw new Error(`${sitePath} answered ${response.status}; cannot copy it`);
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
    if (index === 0) headers = copiedHeaders.filter((name) => response.headers.has(name)).map((name) => ({ key: name, value: response.headers.get(name) }));

    const routePath = `/route-${index}`;
    write(`app${routePath}/body.bin`, body);
    write(
      `app${routePath}/route.js`,
      `import fs from 'node:fs';
import path from 'node:path';

export const dynamic = 'force-static';

// Read once, at build time: the answer is prerendered.
export function GET() {
  const body = fs.readFileSync(path.join(process.cwd(), 'app', ${JSON.stringify(routePath.slice(1))}, 'body.bin'));
  return new Response(body, { headers: { 'content-type': ${JSON.stringify(contentType)} } });
}
`,
    );

    let pagePath = null;
    let shapePath = null;
    let lookPath = null;
    if (!contentType.startsWith('text/html')) {
      const kept = ['content-type', 'cache-control', 'etag'].filter((name) => response.headers.has(name)).map((name) => [name, response.headers.get(name)]);
      shapePath = `/dynamic-route/${index}/${sitePath.replace(/^\/api\//, '')}`;
      write(
        `app/dynamic-route/${index}/[...call]/route.js`,
        `import fs from 'node:fs';
import path from 'node:path';

// Read once, when the server loads the route; every request gets a Response of its own, as on the site.
const body = fs.readFileSync(path.join(process.cwd(), 'app', ${JSON.stringify(routePath.slice(1))}, 'body.bin'));

export async function GET(request, { params }) {
  await params;
  return new Response(body.slice(), { headers: ${JSON.stringify(kept)} });
}
`,
      );
    } else {
      const html = body.toString('utf8');
      if (index === 0) lang = langOf(html);
      pagePath = `/page-${index}`;
      shapePath = `/same-shape/${index}`;
      write(`app${pagePath}/markup.json`, JSON.stringify(visibleMarkup(html)));
      write(
        `app${pagePath}/page.jsx`,
        `import markup from './markup.json';

// The site's markup as a server component renders it: no client code of its own.
export default function Page() {
  return <div dangerouslySetInnerHTML={{ __html: markup }} />;
}
`,
      );
      lookPath = `/look-${index}`;
      write(`app${lookPath}/look.json`, JSON.stringify(await lookalikeMarkup(siteUrl, html, (name, bytes) => write(`public/${name}`, bytes))));
      write(
        `app${lookPath}/page.jsx`,
        `import look from './look.json';

// The site's page as a visitor sees it (its title, styles, images and markup), with no client code of its own.
export const metadata = ${JSON.stringify(metadataOf(html))};

export default function Page() {
  return <div dangerouslySetInnerHTML={{ __html: look }} />;
}
`,
      );
    }
    routes.push({ path: sitePath, routePath, pagePath, shapePath, lookPath, bytes: body.length, contentType });
  }

  // The same-shape page: each address's markup (the static pages' files), by the index in its address.
  const shaped = routes.filter((route) => route.pagePath);
  write(
    'app/sites/[host]/[[...slug]]/page.jsx',
    `${shaped.map((route, n) => `import markup${n} from '../../../${route.pagePath.slice(1)}/markup.json';`).join('\n')}

const markups = { ${shaped.map((route, n) => `${JSON.stringify(route.shapePath.split('/').pop())}: markup${n}`).join(', ')} };

// None at build: each address is rendered at its first request and kept in the page cache, as on the site.
export function generateStaticParams() {
  return [];
}

export default async function Page({ params }) {
  const { slug = [] } = await params;
  return <div dangerouslySetInnerHTML={{ __html: markups[slug.at(-1)] ?? '' }} />;
}
`,
  );

  const helloPath = '/hello';
  write(
    `app${helloPath}/page.jsx`,
    `export const metadata = { title: 'Hello', description: 'An empty page: the floor under any Next page.' };

export default function Page() {
  return (
    <main>
      <h1>Hello</h1>
      <p>An empty Next page, for comparison.</p>
    </main>
  );
}
`,
  );
  write(
    'app/layout.jsx',
    `export default function RootLayout({ children }) {
  return (
    <html lang=${JSON.stringify(lang)}>
      <body>{children}</body>
    </html>
  );
}
`,
  );
  // An icon, so that browsers asking for one get no 404 (Lighthouse counts that console error).
  write('app/icon.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#0b5"/></svg>');
  write(
    'next.config.mjs',
    `// Same response headers as the site; the bundler root covers the linked node_modules. The same-shape pages get
// the host into their path as the site's addresses do (next.config.ts).
const usualHost = { type: 'host', value: '(?<host>[a-z0-9.-]{1,253})' };
export default {
  poweredByHeader: false,
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/same-shape/:path([0-9]+)', missing: [usualHost], destination: '/sites/localhost/:path' },
        { source: '/same-shape/:path([0-9]+)', has: [usualHost], destination: '/sites/:host/:path' },
      ],
    };
  },
  turbopack: { root: ${JSON.stringify(path.parse(dir).root)} },
  async headers() {
    return [{ source: '/(.*)', headers: ${JSON.stringify(headers)} }];
  },
};
`,
  );
  return { dir, routes, helloPath, build: () => buildNextApp(dir), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
