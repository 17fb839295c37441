import { z } from 'zod';

/**
 * The most characters a text field's schema accepts (`z.string().max(n)`, with or without a default),
 * so the editor's limit is read from the one place that enforces it.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const inner = schema instanceof z.ZodDefault || schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodString ? (inner.maxLength ?? undefined) : undefined;
}
