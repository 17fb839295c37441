import { z } from 'zod';
import type { FieldDescriptor } from './descriptor';
import { maxLengthOf } from './text-limit';

/** A quotation and who said it (Quote, and each of the Testimonials). */
export const quoteShape = {
  quote: z.string().max(2000).default(''),
  /** Who said it; left out when empty. */
  quoteBy: z.string().max(200).default(''),
};

export const quoteFields: FieldDescriptor[] = [
  { path: 'quote', kind: 'text', label: 'Quote', multiline: true, maxLength: maxLengthOf(quoteShape.quote) },
  { path: 'quoteBy', kind: 'text', label: 'Quote by', maxLength: maxLengthOf(quoteShape.quoteBy) },
];
