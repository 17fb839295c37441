// The site behind nginx (deploy/nginx/nginx.conf), against a running site (npm start):
//   node scripts/bench/nginx-proxy.mjs [http://localhost:3000] [seconds]
// Prints requests per second for a cached page through nginx next to the same nginx serving the same HTML as a
// plain file (once with nginx's own headers, once with the site's headers added, the same bytes as the proxy's
// answer), all measured by the same load generator (wrk when installed, else autocannon; see
// lib/load-generator.mjs) sending the same request, then how long a publish takes to reach a visitor through nginx
// (needs ADMIN_PASSWORD; ADMIN_USERNAME defaults to admin). Exits quietly when nginx is not installed.
import http from 'node:http';
import { NGINX_PACKAGE, copyableHeaders, nginxBinary, startNginx } from '../../deploy/nginx/run-nginx.cjs';
import { WRK_PACKAGE, loadGeneratorName, measureLoad } from './lib/load-generator.mjs';
import { cachedAnswer } from './lib/next-server.mjs';

const base = new URL(process.argv[2] ?? 'http://localhost:3000');
const duration = Number(process.argv[3] ?? 10);
const pagePath = process.env.BENCH_PAGE ?? '/';

if (!nginxBinary()) {
  console.log(`nginx is not installed, so there is nothing to measure (Debian: apt-get install -y ${NGINX_PACKAGE}).`);
  process.exit(0);
}

// A publish earlier in the run may leave the next request to render the page: compare with what its cache keeps.
const direct = await cachedAnswer(new URL(pagePath, base), { headers: { 'accept-encoding': 'identity' } });
const html = await direct.text();
// The publish-to-visible bound is the page's own s-maxage (lib/visitor-cache-control.ts).
const cacheControl = direct.headers.get('cache-control') ?? '';
const seconds = (name) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);
console.log(`${pagePath}: Cache-Control ${cacheControl}`);
const nginx = await startNginx({ upstream: base.host, staticHtml: html, staticHeaders: copyableHeaders(direct.headers) });
const through = `http://127.0.0.1:${nginx.port}`;
const plain = `http://127.0.0.1:${nginx.staticPort}`;
const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

// A request exactly like the load generator's (no Accept-Encoding, no cookie): nginx keeps one copy per Vary
// variant, so the copy checked here is the one the load is served from.
const plainGet = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          // The status line and headers as sent (HTTP/1.1, one space after each colon).
          let head = `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
          for (let i = 0; i < response.rawHeaders.length; i += 2) head += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
          resolve({ status: response.statusCode, headers: response.headers, head, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });

try {
  await plainGet(through + pagePath);
  const second = await plainGet(through + pagePath);
  console.log(`${pagePath} through nginx, second request: ${second.headers['x-cache-status']}`);
  // Two baselines: the file with nginx's own headers only (the cheapest answer nginx can give), and the file with
  // the site's headers added (add_header), which sends the same bytes as the proxy but costs nginx a little more.
  // The ratio is taken against the faster of the two, so the proxy is never compared with a slowed-down file.
  const files = [
    { label: 'the same HTML as a file served by nginx', url: plain + '/index.html', rps: [] },
    { label: '  the same, with the site\'s headers', url: plain + '/with-headers.html', rps: [] },
  ];
  const proxied = await plainGet(through + pagePath);
  const answers = [`through nginx ${proxied.head} bytes of headers + ${proxied.body.length} of body`];
  let same = proxied.body.equals(Buffer.from(html));
  for (const [i, side] of files.entries()) {
    const answer = await plainGet(side.url);
    same &&= answer.status === 200 && answer.body.equals(proxied.body);
    answers.push(`file${i ? ' with the site\'s headers' : ''} ${answer.head} + ${answer.body.length}`);
  }
  console.log(`answers: ${answers.join(', ')}; bodies ${same ? 'identical' : 'DIFFERENT'}`);

  const line = (label, r) =>
    console.log(
      `${label.padEnd(44)} ${String(Math.round(r.rps)).padStart(7)} req/s  p50 ${String(r.p50).padStart(5)} ms${r.failed ? `  ${r.failed} failed` : ''}`,
    );
  const generator = loadGeneratorName(CONNECTIONS);
  console.log(`${duration}s each, ${CONNECTIONS} connections, ${generator}, ${Buffer.byteLength(html)} bytes of HTML; alternating, ${ROUNDS} rounds`);
  if (generator === 'autocannon') console.log(`  (autocannon may itself be the limit on the file side; Debian: apt-get install -y ${WRK_PACKAGE})`);
  const cached = [];
  for (let round = 0; round < ROUNDS; round++) {
    const a = await measureLoad({ url: through + pagePath, connections: CONNECTIONS, duration });
    line(`cached page ${pagePath} through nginx`, a);
    cached.push(a.rps);
    for (const side of files) {
      const b = await measureLoad({ url: side.url, connections: CONNECTIONS, duration });
      line(side.label, b);
      side.rps.push(b.rps);
    }
  }
  const after = await plainGet(through + pagePath);
  console.log(`${pagePath} through nginx after the load: ${after.headers['x-cache-status']}`);
  const best = (list) => Math.max(...list);
  const median = (list) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)];
  const bestFile = Math.max(...files.map((side) => best(side.rps)));
  const medianFile = Math.max(...files.map((side) => median(side.rps)));
  console.log(
    `through nginx / nginx file: ${(best(cached) / bestFile).toFixed(2)}x (best of each), ${(median(cached) / medianFile).toFixed(2)}x (median of each; file: the faster of the two)`,
  );

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
