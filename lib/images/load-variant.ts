// A variant's bytes: from the cache when computed before, else computed once (however many ask at the same time).
import 'server-only';
import { AppError } from '@/lib/errors';
import type { ImageMeta } from './image-meta';
import type { ImageStorage } from './image-storage';
import { renderVariant } from './render-variant';
import { variantKey, type VariantPlan } from './variant-params';
import { errorFields, log } from '@/lib/log';

// Requests in flight per storage, keyed by `<imageId>/<variantKey>`: later callers wait for the first one's result.
const inFlight = new WeakMap<ImageStorage, Map<string, Promise<Buffer>>>();

export type LoadedVariant = { key: string; bytes: Buffer };

/** `beforeCompute` runs only when the variant has to be made (e.g. to limit how many new ones one client can ask for). */
export async function loadVariant(
  storage: ImageStorage,
  meta: ImageMeta,
  plan: VariantPlan,
  beforeCompute?: () => Promise<void>,
): Promise<LoadedVariant> {
  const key = variantKey(plan);
  const cached = await storage.readVariant(meta._id, key);
  if (cached) return { key, bytes: cached };
  await beforeCompute?.();

  let pending = inFlight.get(storage);
  if (!pending) inFlight.set(storage, (pending = new Map()));
  const name = `${meta._id}/${key}`;
  let computing = pending.get(name);
  if (!computing) {
    computing = computeAndCache(storage, meta, plan, key);
    pending.set(name, computing);
    const forget = () => pending.delete(name);
    computing.then(forget, forget);
  }
  return { key, bytes: await computing };
}

async function computeAndCache(storage: ImageStorage, meta: ImageMeta, plan: VariantPlan, key: string): Promise<Buffer> {
  // Another request may have finished it between our cache read and now.
  const cached = await storage.readVariant(meta._id, key);
  if (cached) return cached;
  const original = await storage.readOriginal(meta._id);
  if (!original) {
    log.error('image.bytesMissing', { imageId: meta._id });
    throw new AppError('not_found', 'This image could not be found.');
  }
  const bytes = await renderVariant(original, meta, plan);
  // A full disk or a GridFS hiccup should cost a recomputation later, not this visitor's image.
  await storage.writeVariant(meta._id, key, bytes).catch((error: unknown) => log.error('image.variantNotCached', { imageId: meta._id, variant: key, ...errorFields(error) }));
  return bytes;
}
