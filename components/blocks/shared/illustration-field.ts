import { z } from 'zod';
import { illustrationChoices } from '@/components/ui/illustration-names';

/**
 * One of the illustration choices (SPEC.md §5). Stored names are matched without regard to case,
 * since older content says 'None'; an unknown name shows no illustration rather than hiding the block.
 */
export const illustrationField = z
  .preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(illustrationChoices))
  .catch('none');
