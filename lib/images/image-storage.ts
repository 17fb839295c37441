// Where image bytes live: files beside the embedded store, GridFS beside MongoDB. Metadata stays in the
// store's `images` collection; this interface only moves bytes.
import 'server-only';
import path from 'node:path';
import type { Store } from '@/lib/db/port';
import { env } from '@/lib/config/env';
import { createFileImageStorage } from './file-image-storage';

export interface ImageStorage {
  readonly kind: 'files' | 'gridfs';
  /** Stores an original. Ids are never reused, so there is nothing to overwrite. */
  writeOriginal(imageId: string, bytes: Buffer): Promise<void>;
  /** The original's bytes, or null when none are stored. */
  readOriginal(imageId: string): Promise<Buffer | null>;
  /** Stores a computed variant; writing the same key twice leaves one usable copy. */
  writeVariant(imageId: string, variantKey: string, bytes: Buffer): Promise<void>;
  readVariant(imageId: string, variantKey: string): Promise<Buffer | null>;
  /** Removes an original and every variant computed from it. */
  removeImage(imageId: string): Promise<void>;
  close(): Promise<void>;
}

// Tests and scripts that open a store of their own bind the matching storage to it.
const bindings = new WeakMap<Store, ImageStorage>();

export function bindImageStorage(store: Store, storage: ImageStorage): void {
  bindings.set(store, storage);
}

// On globalThis for the same reason as the store (lib/db/index.ts): Next dev may load this module twice,
// and each MongoDB client holds its own connection pool.
const GLOBAL_KEY = Symbol.for('charity-site.image-storage');
type Holder = Partial<Record<Store['kind'], Promise<ImageStorage>>>;

function holder(): Holder {
  const g = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Holder };
  return (g[GLOBAL_KEY] ??= {});
}

/**
 * The image storage that belongs with this store: one bound to it, else the process-wide one chosen from the
 * same configuration as the store (files under DATA_DIR, or GridFS at MONGODB_URI).
 */
export function imageStorageFor(store: Store): Promise<ImageStorage> {
  const bound = bindings.get(store);
  if (bound) return Promise.resolve(bound);
  const h = holder();
  const existing = h[store.kind];
  if (existing) return existing;
  const pending = openDefaultStorage(store.kind);
  h[store.kind] = pending;
  // A failed open (MongoDB not reachable yet) must not stick: the next request tries again.
  pending.catch(() => {
    if (h[store.kind] === pending) delete h[store.kind];
  });
  return pending;
}

async function openDefaultStorage(kind: Store['kind']): Promise<ImageStorage> {
  const config = env();
  if (kind === 'embedded') return createFileImageStorage(path.resolve(/*turbopackIgnore: true*/ config.DATA_DIR));
  if (!config.MONGODB_URI) throw new Error('Images on a MongoDB store need MONGODB_URI to reach GridFS.');
  // Imported on demand so the embedded default never loads the MongoDB driver.
  return (await import('./gridfs-image-storage')).openGridFsImageStorage(config.MONGODB_URI);
}

/** Closes the process-wide storages (scripts call this before exiting: a MongoDB client keeps Node running). */
export async function closeDefaultImageStorages(): Promise<void> {
  const h = holder();
  const pending = Object.values(h);
  for (const kind of Object.keys(h) as Store['kind'][]) delete h[kind];
  for (const storage of pending) await (await storage.catch(() => undefined))?.close();
}
