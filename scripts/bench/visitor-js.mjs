// How much JavaScript an anonymous visitor downloads, per published page, against a running site:
//   node scripts/bench/visitor-js.mjs [http://localhost:3000] [--paths /,/about] [--chunks]
// Each page is loaded in Chromium as a visitor with no cookies and scrolled to the bottom, so code
// that loads when a block comes near the screen is counted too. Every script the page downloads is
// gzip-compressed here (level 9), so the figures do not depend on how the server compresses.
// Per page it prints the total, the number of scripts and the ten largest packages or source files, and the
// page's CSS: its stylesheet files and the styles inline in its HTML (each block's, see RenderContents).
// That breakdown needs source maps: serve a build made with `productionBrowserSourceMaps: true`, or
// point VISITOR_JS_MAPS_DIR at the build directory whose static/chunks hold the maps. Without maps the
// breakdown names chunks. It asserts nothing: budgets are read from its figures.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const isLocal = (url) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
const gzipSize = (text) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;

/** Every published address, from the site's sitemap; the home page first. */
async function sitemapPaths(baseUrl) {
  try {
    const response = await fetch(new URL('/sitemap.xml', baseUrl));
    if (!response.ok) throw new Error(String(response.status));
    const xml = await response.text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].trim()).pathname);
    return [...new Set(['/', ...paths])];
  } catch {
    return ['/', '/about'];
  }
}

// --- source maps: which source files the bytes of a chunk came from --------------------------------

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const base64Value = new Map([...base64].map((c, i) => [c, i]));

/** Decodes one line of a source map's `mappings` into [generatedColumn, sourceIndex | -1] pairs. */
function* decodeLine(line, state) {
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = base64Value.get(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0];
    if (values.length > 1) {
      state.source += values[1];
      yield [column, state.source];
    } else yield [column, -1];
  }
}

/** Adds the characters of `code` to the source each one came from (`map` may be an index map). */
function attribute(code, map, into, lineOffset = 0, columnOffset = 0) {
  if (map.sections) {
    for (const section of map.sections) {
      if (section.map) attribute(code, section.map, into, lineOffset + section.offset.line, section.offset.column);
    }
    return;
  }
  const lines = code.split('\n');
  const state = { source: 0 };
  map.mappings.split(';').forEach((mappingLine, index) => {
    const text = lines[lineOffset + index];
    if (text === undefined) return;
    const shift = index === 0 ? columnOffset : 0;
    const segments = [...decodeLine(mappingLine, state)];
    segments.forEach(([column, source], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] + shift : text.length;
      const name = source >= 0 ? moduleName(map.sources[source] ?? '') : '(unmapped)';
      into.set(name, (into.get(name) ?? '') + text.slice(column + shift, end));
    });
  });
}

/** A source path as a reader wants it: a package name for installed code, else the project path. */
function moduleName(source) {
  const clean = decodeURIComponent(source).replace(/^.*?\[project\]\//, '').replace(/^(webpack|turbopack):\/\/\/?/, '').replace(/\?.*$/, '');
  const compiled = /node_modules\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (compiled) return `${compiled[1]} (in next)`;
  const installed = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (installed) return installed[1];
  return clean || '(unmapped)';
}

async function sourceMapFor(url, body) {
  const chunkPath = new URL(url).pathname;
  const declared = /\/\/[#@] sourceMappingURL=(\S+)\s*$/.exec(body)?.[1];
  for (const candidate of [declared && new URL(declared, url).href, `${url.split('?')[0]}.map`].filter(Boolean)) {
    if (candidate.startsWith('data:')) continue;
    try {
      const response = await fetch(candidate);
      if (response.ok) return await response.json();
    } catch {
      // try the next place
    }
  }
  const dir = process.env.VISITOR_JS_MAPS_DIR;
  if (dir && chunkPath.startsWith('/_next/')) {
    const file = path.join(dir, decodeURIComponent(chunkPath.slice('/_next/'.length))) + '.map';
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  return null;
}

/** Gzipped bytes per module of one chunk, scaled so that they add up to the chunk's own gzipped size. */
async function chunkModules(url, body, chunkGzip) {
  const map = await sourceMapFor(url, body);
  const name = path.basename(new URL(url).pathname);
  if (!map) return new Map([[`chunk ${name} (no source map)`, chunkGzip]]);
  const parts = new Map();
  attribute(body, map, parts);
  const sizes = [...parts].map(([module, code]) => [module, gzipSize(code)]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0) || 1;
  return new Map(sizes.map(([module, size]) => [module, (size * chunkGzip) / total]));
}

// --- measuring ----------------------------------------------------------------------------------------

async function scrollToBottom(page) {
  for (let step = 0; step < 60; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (atBottom) break;
  }
}

const top = (sizes, count) =>
  [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => ({ name, gzipBytes: Math.round(bytes) }));

async function measurePage(browser, baseUrl, pagePath) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Nothing leaves this machine: video players and maps from elsewhere get an empty answer.
  await page.route((url) => !isLocal(url), (route) => route.fulfill({ status: 204 }));
  const pending = [];
  const stylesheets = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (!isLocal(new URL(response.url()))) return;
    if (kind === 'stylesheet') stylesheets.push(response.text().then((body) => ({ url: response.url(), body }), () => null));
    if (kind !== 'script') return;
    pending.push(response.text().then((body) => ({ url: response.url(), body }), () => null));
  });
  const html = await (await fetch(new URL(pagePath, baseUrl))).text();
  // The styles in the HTML's head as the server sent it (before any script adds its own).
  const inlineCss = [...html.slice(0, html.indexOf('</head>')).matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
  await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => {});
  await scrollToBottom(page);
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(300);
  const scripts = (await Promise.all(pending)).filter(Boolean);
  await context.close();

  const modules = new Map();
  const chunks = [];
  let gzipBytes = 0;
  const seen = new Set();
  for (const { url, body } of scripts) {
    if (seen.has(url)) continue;
    seen.add(url);
    const size = gzipSize(body);
    gzipBytes += size;
    const inChunk = await chunkModules(url, body, size);
    for (const [module, bytes] of inChunk) modules.set(module, (modules.get(module) ?? 0) + bytes);
    chunks.push({ file: path.basename(new URL(url).pathname), gzipBytes: size, modules: top(inChunk, 4) });
  }
  const cssFiles = [...new Map((await Promise.all(stylesheets)).filter(Boolean).map(({ url, body }) => [url, body])).values()];
  const css = { fileGzipBytes: cssFiles.reduce((sum, body) => sum + gzipSize(body), 0), files: cssFiles.length, inlineGzipBytes: inlineCss ? gzipSize(inlineCss) : 0 };
  return { path: pagePath, gzipBytes, scripts: seen.size, largest: top(modules, 10), chunks, css };
}

/**
 * Loads each page as an anonymous visitor and answers what JavaScript it downloaded:
 * `[{ path, gzipBytes, scripts, largest: [{ name, gzipBytes }], chunks }]` (`chunks`: each script's file,
 * gzipped size and its four largest modules). `paths` defaults to the sitemap.
 */
export async function measureVisitorJs(baseUrl, { paths } = {}) {
  const list = paths?.length ? paths : await sitemapPaths(baseUrl);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: launchArgs });
  try {
    const results = [];
    for (const pagePath of list) results.push(await measurePage(browser, baseUrl, pagePath));
    return results;
  } finally {
    await browser.close();
  }
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

export function printVisitorJs(results, { log = console.log, chunks = false } = {}) {
  for (const { path: pagePath, gzipBytes, scripts, largest, chunks: files, css } of results) {
    log(`${pagePath.padEnd(34)} ${kB(gzipBytes).padStart(9)} gzipped in ${String(scripts).padStart(2)} scripts; CSS ${kB(css.fileGzipBytes + css.inlineGzipBytes)} (${css.files} files ${kB(css.fileGzipBytes)}, inline ${kB(css.inlineGzipBytes)})`);
    for (const { name, gzipBytes: bytes } of largest) log(`    ${kB(bytes).padStart(9)}  ${name}`);
    if (chunks) {
      for (const file of files) log(`  script ${file.file} ${kB(file.gzipBytes)}: ${file.modules.map((m) => `${m.name} ${kB(m.gzipBytes)}`).join(', ')}`);
    }
  }
  const largestPage = results.reduce((max, r) => (r.gzipBytes > max.gzipBytes ? r : max), results[0] ?? { gzipBytes: 0, path: '-' });
  log(`largest page: ${largestPage.path} ${kB(largestPage.gzipBytes)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const pathsAt = args.indexOf('--paths');
  const paths = pathsAt >= 0 ? args.splice(pathsAt, 2)[1].split(',').filter(Boolean) : undefined;
  const chunksAt = args.indexOf('--chunks');
  if (chunksAt >= 0) args.splice(chunksAt, 1);
  const baseUrl = args[0] ?? 'http://localhost:3000';
  console.log(`JavaScript an anonymous visitor downloads, gzipped here at level 9, against ${baseUrl}`);
  printVisitorJs(await measureVisitorJs(baseUrl, { paths }), { chunks: chunksAt >= 0 });
}
