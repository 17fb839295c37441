// Replaced pictures at their revision's addresses: pure, for the server's rendering (image-revisions.ts) and the
// editor's canvas alike.

export type Revision = { rev: number; width: number; height: number };

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every image id `value` names, at any depth. */
export function imageIdsIn(value: unknown, into = new Set<string>(), depth = 0): Set<string> {
  if (depth > 80 || value === null || typeof value !== 'object') return into;
  if (Array.isArray(value)) {
    for (const item of value) imageIdsIn(item, into, depth + 1);
    return into;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'imageId' && typeof inner === 'string' && inner !== '' && inner.length <= 100) into.add(inner);
    else imageIdsIn(inner, into, depth + 1);
  }
  return into;
}

/**
 * `value` with each reference to a replaced picture naming its revision; a crop made on the picture before it was
 * replaced is scaled to the new picture's size, so the same part of the frame shows.
 */
export function applyImageRevisions<T>(value: T, revisions: Record<string, Revision>, depth = 0): T {
  if (depth > 80 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => applyImageRevisions(item, revisions, depth + 1)) as T;
  const object = value as Record<string, unknown>;
  const revision = typeof object.imageId === 'string' ? revisions[object.imageId] : undefined;
  const next: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(object)) next[key] = applyImageRevisions(inner, revisions, depth + 1);
  if (!revision) return next as T;
  next.rev = revision.rev;
  const crop = object.crop;
  const { width, height } = object;
  if (isObject(crop) && typeof width === 'number' && typeof height === 'number' && (width !== revision.width || height !== revision.height)) {
    const x = revision.width / width;
    const y = revision.height / height;
    const left = Math.min(Math.round(Number(crop.left) * x), revision.width - 1);
    const top = Math.min(Math.round(Number(crop.top) * y), revision.height - 1);
    next.crop = {
      left,
      top,
      width: Math.max(1, Math.min(Math.round(Number(crop.width) * x), revision.width - left)),
      height: Math.max(1, Math.min(Math.round(Number(crop.height) * y), revision.height - top)),
    };
  }
  if (typeof width === 'number') next.width = revision.width;
  if (typeof height === 'number') next.height = revision.height;
  return next as T;
}
