import { z } from 'zod';
import { ImageSchema } from '@/lib/content/schemas';

/**
 * An image field of a block. SPEC.md §3 writes Media's image as `{ imageId }` (the Image entity has a
 * top-level imageId too), while the site stores `{ desktop: { imageId }, alt }`; the flat form is
 * lifted into `desktop` so both read the same and ResponsiveImage needs no special case.
 */
function liftImageId(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const { imageId, ...rest } = value as { imageId?: unknown; desktop?: unknown; alt?: unknown };
  if (typeof imageId !== 'string' || !imageId || rest.desktop) return rest;
  const alt = typeof rest.alt === 'string' ? rest.alt : '';
  return { ...rest, desktop: { imageId, alt } };
}

export const BlockImageSchema = z.preprocess(liftImageId, ImageSchema).default({ alt: '' });
