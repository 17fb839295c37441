// npm run bench:versions [-- saves]: saves one page many times through savePage on a throwaway embedded store and
// prints how many history records are kept, the store's size on disk and the process's memory before and after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore } from '../../lib/db';
import { savePage } from '../../lib/content/pages/save-page';
import { buildPage, DEMO_DOMAIN_ID } from '../../lib/seed/blocks';
import { aboutPages } from '../../lib/seed/pages/about';

const SAVES = Number(process.argv[2] ?? 10_000);
const MB = 1024 * 1024;

function memory(): string {
  const { rss, heapUsed } = process.memoryUsage();
  return `rss ${(rss / MB).toFixed(1)} MB, heapUsed ${(heapUsed / MB).toFixed(1)} MB`;
}

function sizeOnDisk(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? sizeOnDisk(full) : fs.statSync(full).size);
  }, 0);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-versions-'));
  const store = await openStore({ dataDir });
  try {
    await store.collection('domains').insert({ _id: DEMO_DOMAIN_ID, name: 'Bench' });
    const start = Date.parse('2025-01-01T00:00:00.000Z');
    let page = { ...buildPage(aboutPages[0], new Date(start), false), version: 0 };
    global.gc?.();
    console.log(`Before: ${memory()}`);
    const began = performance.now();
    for (let i = 0; i < SAVES; i++) {
      // One save a minute of simulated time: the history spans about a week at 10,000 saves.
      const now = new Date(start + i * 60_000);
      page = await savePage(store, { ...page, header: { ...page.header, title: `About us, save ${i}` } }, 'user-bench', now);
    }
    const seconds = (performance.now() - began) / 1000;
    global.gc?.();
    console.log(`After:  ${memory()}`);
    console.log(`${SAVES} saves in ${seconds.toFixed(1)} s (${((seconds * 1000) / SAVES).toFixed(2)} ms per save)`);
    console.log(`pageVersions kept: ${await store.collection('pageVersions').count({ pageId: page._id })}`);
    console.log(`auditLog entries: ${await store.collection('auditLog').count({})}`);
    // The embedded store appends every write to its files and compacts them hourly and on close.
    console.log(`Store files on disk: ${(sizeOnDisk(dataDir) / MB).toFixed(1)} MB before compaction`);
    await store.close();
    console.log(`Store files on disk: ${(sizeOnDisk(dataDir) / MB).toFixed(1)} MB after compaction (on close)`);
  } finally {
    await store.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
