import { z } from 'zod';
import { ComponentSchema } from '@/lib/content/schemas';
import { illustrationChoices } from '@/components/ui/illustrations';

export const componentType = 'IllustratedFocusArea';
export const label = 'Illustrated Focus Area';

/**
 * One of the illustration choices (SPEC.md §5). Stored names are matched without regard to case,
 * since older content says 'None'; an unknown name shows no illustration rather than hiding the block.
 */
export const illustrationField = z
  .preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(illustrationChoices))
  .catch('none');

export const schema = ComponentSchema.extend({
  componentType: z.literal(componentType),
  illustration: illustrationField,
  title: z.string().max(300).default(''),
  description: z.string().max(2000).default(''),
});
export type IllustratedFocusAreaData = z.infer<typeof schema>;
