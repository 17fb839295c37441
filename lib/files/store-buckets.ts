// The buckets that belong with a store: files under DATA_DIR beside the embedded store, GridFS beside MongoDB.
import 'server-only';
import path from 'node:path';
import type { Store } from '@/lib/db/port';
import { env } from '@/lib/config/env';
import type { BucketSet } from './bucket';
import { createDiskBuckets } from './disk-buckets';

// Tests and scripts that open a store of their own bind matching buckets to it.
const bindings = new WeakMap<Store, BucketSet>();

export function bindBuckets(store: Store, buckets: BucketSet): void {
  bindings.set(store, buckets);
}

// On globalThis for the same reason as the store (lib/db/index.ts): Next dev may load this module twice,
// and each MongoDB client holds its own connection pool.
const GLOBAL_KEY = Symbol.for('charity-site.buckets');
type Holder = Partial<Record<Store['kind'], Promise<BucketSet>>>;

function holder(): Holder {
  const g = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Holder };
  return (g[GLOBAL_KEY] ??= {});
}

/** The buckets bound to this store, else the process-wide ones chosen from the same configuration as the store. */
export function bucketsFor(store: Store): Promise<BucketSet> {
  const bound = bindings.get(store);
  if (bound) return Promise.resolve(bound);
  const h = holder();
  const existing = h[store.kind];
  if (existing) return existing;
  const pending = openDefaultBuckets(store.kind);
  h[store.kind] = pending;
  // A failed open (MongoDB not reachable yet) must not stick: the next request tries again.
  pending.catch(() => {
    if (h[store.kind] === pending) delete h[store.kind];
  });
  return pending;
}

async function openDefaultBuckets(kind: Store['kind']): Promise<BucketSet> {
  const config = env();
  if (kind === 'embedded') return createDiskBuckets(path.resolve(/*turbopackIgnore: true*/ config.DATA_DIR));
  if (!config.MONGODB_URI) throw new Error('Stored files on a MongoDB store need MONGODB_URI to reach GridFS.');
  // Imported on demand so the embedded default never loads the MongoDB driver.
  return (await import('./gridfs-buckets')).openGridFsBuckets(config.MONGODB_URI);
}

/** Closes the process-wide buckets (scripts call this before exiting: a MongoDB client keeps Node running). */
export async function closeDefaultBuckets(): Promise<void> {
  const h = holder();
  const pending = Object.values(h);
  for (const kind of Object.keys(h) as Store['kind'][]) delete h[kind];
  for (const buckets of pending) await (await buckets.catch(() => undefined))?.close();
}
