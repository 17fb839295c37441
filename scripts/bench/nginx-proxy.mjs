// The site behind nginx (deploy/nginx/nginx.conf), against a running site (npm start):
//   node scripts/bench/nginx-proxy.mjs [http://localhost:3000] [seconds]
// Prints requests per second for a cached page through nginx next to nginx serving the same HTML as a plain
// file, then how long a publish takes to reach a visitor through nginx (needs ADMIN_PASSWORD; ADMIN_USERNAME
// defaults to admin). Exits quietly when nginx is not installed.
import autocannon from 'autocannon';
import { NGINX_PACKAGE, nginxBinary, startNginx } from '../../deploy/nginx/run-nginx.cjs';

const base = new URL(process.argv[2] ?? 'http://localhost:3000');
const duration = Number(process.argv[3] ?? 10);
const pagePath = process.env.BENCH_PAGE ?? '/';

if (!nginxBinary()) {
  console.log(`nginx is not installed, so there is nothing to measure (Debian: apt-get install -y ${NGINX_PACKAGE}).`);
  process.exit(0);
}

const direct = await fetch(new URL(pagePath, base), { headers: { 'accept-encoding': 'identity' } });
const html = await direct.text();
// The publish-to-visible bound is the page's own s-maxage (lib/visitor-cache-control.ts).
const cacheControl = direct.headers.get('cache-control') ?? '';
const seconds = (name) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);
console.log(`${pagePath}: Cache-Control ${cacheControl}`);
const nginx = await startNginx({ upstream: base.host, staticHtml: html });
const through = `http://127.0.0.1:${nginx.port}`;
const plain = `http://127.0.0.1:${nginx.staticPort}`;

try {
  const state = async (url) => (await fetch(url)).headers.get('x-cache-status');
  await state(through + pagePath);
  console.log(`${pagePath} through nginx, second request: ${await state(through + pagePath)}`);

  const measure = async (url) => {
    const result = await autocannon({ url, connections: 50, duration });
    return { rps: result.requests.average, p50: result.latency.p50, failed: result.non2xx + result.errors };
  };
  const line = (label, r) =>
    console.log(`${label.padEnd(44)} ${String(Math.round(r.rps)).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms${r.failed ? `  ${r.failed} failed` : ''}`);
  console.log(`${duration}s each, 50 connections, ${Buffer.byteLength(html)} bytes of HTML; alternating, two rounds`);
  const cached = [];
  const files = [];
  for (let round = 0; round < 2; round++) {
    const a = await measure(through + pagePath);
    line(`cached page ${pagePath} through nginx`, a);
    const b = await measure(plain + '/');
    line('the same HTML as a file served by nginx', b);
    cached.push(a.rps);
    files.push(b.rps);
  }
  const best = (list) => Math.max(...list);
  console.log(`through nginx / nginx file: ${(best(cached) / best(files)).toFixed(2)}x (best of each)`);

  await publishToVisible(through);
} finally {
  await nginx.stop();
}

async function publishToVisible(proxied) {
  const password = process.env.ADMIN_PASSWORD;
  if (!password) {
    console.log('Publish-to-visible through nginx: skipped (set ADMIN_PASSWORD, and ADMIN_USERNAME if not admin).');
    return;
  }
  const origin = base.origin;
  const login = await fetch(`${origin}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: process.env.ADMIN_USERNAME ?? 'admin', password }),
  });
  if (!login.ok) {
    console.log(`Publish-to-visible through nginx: skipped (sign-in failed: ${login.status}).`);
    return;
  }
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const slug = process.env.BENCH_PUBLISH_SLUG ?? 'contact';
  const page = await (await fetch(`${origin}/api/page/load?slug=${slug}&domainId=default`, { headers: { cookie } })).json();
  const title = `${page.header?.title ?? 'Page'} ${Date.now()}`;
  await fetch(`${proxied}/${slug}`);
  const published = await fetch(`${origin}/api/page/publishPage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ page: { ...page, header: { ...page.header, title } } }),
  });
  if (!published.ok) {
    console.log(`Publish-to-visible through nginx: skipped (publish failed: ${published.status}).`);
    return;
  }
  const started = Date.now();
  const limit = (seconds('s-maxage') + seconds('stale-while-revalidate') + 5) * 1000;
  while (Date.now() - started < limit) {
    const text = await (await fetch(`${proxied}/${slug}`)).text();
    if (text.includes(title)) {
      console.log(`Publish-to-visible through nginx: ${((Date.now() - started) / 1000).toFixed(1)} s (bound: s-maxage ${seconds('s-maxage')} s, then one background refresh)`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`Publish-to-visible through nginx: not visible after ${limit / 1000} s`);
}
