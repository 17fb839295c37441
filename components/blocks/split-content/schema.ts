import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { contentList } from '../shared/content-list';

export const componentType = 'SplitContent';
export const label = 'Split Content';

/**
 * A whole number kept inside [min, max]. Out-of-range values are clamped and a value of the wrong
 * type falls back to the default, rather than refused: a refused SplitContent would hide every
 * component in both its columns from visitors over one bad layout number.
 */
export const boundedInt = (min: number, max: number, fallback: number) =>
  z
    .number()
    .transform((value) => Math.min(max, Math.max(min, Math.round(value))))
    .catch(fallback);

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  left: contentList(),
  right: contentList(),
  /** Width of the first (left) column in twelfths from 768px; 0 hides that column on larger screens. */
  width: boundedInt(0, 10, 6),
  /** Space between the columns: 0-5 on the gutter scale, or on the pixel scale when usePixelGap. */
  gap: boundedInt(0, 5, 2),
  usePixelGap: z.boolean().default(false),
  reverse: z
    .object({ desktop: z.boolean().default(false), mobile: z.boolean().default(false) })
    .default({ desktop: false, mobile: false }),
  /** Columns as tall as each other, with the last component of each stretched to fill. */
  matchHeight: z.boolean().default(false),
});
export type SplitContentData = z.infer<typeof schema>;
