// The inputs many calls share, defined once: ids, a domain id, whole numbers from a query string, paging, and the
// filter drawers' blank-means-unset. Each refusal names the field, so the dispatcher's message reads
// 'Invalid input. page: page must be at least 1'.
import { z } from 'zod';

/** A stored document's id (a page, a version, a preview link): 1 to 100 characters. */
export const idInput = (name: string) =>
  z.string({ error: `${name} must be text` }).min(1, `${name} is required`).max(100, `${name} must be at most 100 characters`);

/** A domain's id: letters, digits, '_', '.' and '-' (what domain ids are made of), never an operator or a path. */
export const domainIdInput = z.string({ error: 'domainId must be text' }).regex(/^[\w.-]{1,100}$/, 'domainId must be a domain id');

/** Where a call's input comes from: a GET's query string (every value is text) or a POST's JSON body. */
export type InputSource = 'query' | 'json';

/**
 * A whole number between `min` and `max`: digits in a query string, a number in a JSON body (where "2" is refused,
 * as are true, null or a list anywhere).
 */
export const wholeNumberInput = (name: string, min: number, max: number, source: InputSource = 'query') =>
  z.preprocess(
    (value) => (source === 'query' && typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(min, `${name} must be at least ${min}`)
      .max(max, `${name} must be at most ${max}`),
  );

/** The highest page number a list call accepts (far beyond any real list; keeps `skip` small). */
export const MAX_PAGE_NUMBER = 100_000;

/**
 * Paging as list calls take it: `page` from 1 (default 1) and a page size under the call's own name for it
 * (`size` or `limit`, as SPEC.md names it for the call), from 1 to `max`.
 */
export function pagingInput<N extends string>(sizeName: N, { max, fallback, source = 'query' }: { max: number; fallback: number; source?: InputSource }) {
  return {
    page: wholeNumberInput('page', 1, MAX_PAGE_NUMBER, source).default(1),
    [sizeName]: wholeNumberInput(sizeName, 1, max, source).default(fallback),
  } as { page: z.ZodDefault<ReturnType<typeof wholeNumberInput>> } & Record<N, z.ZodDefault<ReturnType<typeof wholeNumberInput>>>;
}

/** A filter drawer sends an empty value for a filter left blank: that means no filter. */
export const blankIsUnset = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The version a versioned document was read at (0 before its first save). */
export const versionInput = z.number({ error: 'version must be a number' }).int('version must be a whole number').min(0).max(Number.MAX_SAFE_INTEGER);
