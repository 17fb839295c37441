// Hand-made hostile values for the API fuzz test, and a JSON encoder that can send what JSON.stringify cannot
// (numbers such as -0 or 1e400, nesting thousands of levels deep, a string that fills a body to its limit).
import fc from 'fast-check';

/** The dispatcher refuses JSON bodies longer than this many characters (lib/api/dispatch.ts). */
export const MAX_BODY_CHARS = 1_000_000;

/** JSON text put into a body as it is. */
export class RawJson {
  constructor(readonly text: string, readonly label: string) {}
}

/** A string that makes the whole body `total` characters long. */
export class FillTo {
  constructor(readonly total: number) {}
}

export const unicodeEdgeStrings = [
  '\uD800', // lone high surrogate
  '\uDC00', // lone low surrogate
  'a\uD83D', // emoji cut in half
  '\u202Eevil\u202C', // right-to-left override
  '\u200F\u200E', // RTL and LTR marks
  '\u0000', // NUL
  'a\u0000b',
  '\uFEFF', // byte order mark
  '\u200B\u2060', // zero-width space and word joiner
  '👩‍👩‍👧‍👦', // emoji with joiners
  '🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301', // stacked combining accents
  'ﷺ',
  'İı', // case mapping changes the length
  'ß',
  '\r\n\t\v\f',
  '\u2028\u2029',
  '\uFFFF\uFFFE',
];

/** Deep nesting, built as text so that nothing on the sending side recurses. */
export const deepArrays = (levels: number) => new RawJson(`${'['.repeat(levels)}${']'.repeat(levels)}`, `${levels} nested arrays`);
export const deepObjects = (levels: number) => new RawJson(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`, `${levels} nested objects`);

// JSON.parse makes these own keys, as they would be from a request body.
const protoKeyed = [
  JSON.parse('{"__proto__":{"isAdmin":true,"roles":["admin"]}}'),
  JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}'),
  JSON.parse('{"prototype":{"polluted":true}}'),
  JSON.parse('{"__proto__":null}'),
];

export const mongoOperators: unknown[] = [
  { $gt: '' },
  { $where: '1' },
  { $ne: null },
  { $regex: '.*' },
  { $in: ['admin', 'default'] },
  { $exists: true },
  { $expr: { $eq: [1, 1] } },
  { $where: 'function () { while (true) {} }' },
  { 'a.b': 1 },
  { $or: [{}] },
  [{ $gt: '' }],
];

export const hostileNumbers: unknown[] = [
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e308,
  5e-324,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 31,
  -1,
  0.5,
  0.1 + 0.2,
  new RawJson('-0', '-0'),
  new RawJson('1e400', '1e400 (Infinity once parsed)'),
  new RawJson('-1e400', '-1e400'),
  new RawJson('123456789012345678901234567890', 'a 30-digit integer'),
  new RawJson('1E2', '1E2'),
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '0x10',
  '1_000',
  ' 1 ',
  '١٢٣',
  '9'.repeat(400),
];

export const hostileStrings: unknown[] = [
  '',
  ' ',
  ...unicodeEdgeStrings,
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../../etc/passwd',
  '..%2F..%2F',
  '%00',
  "'; DROP TABLE pages; --",
  '(a+)+$',
  '.*',
  '[',
  '\\',
  '${name}',
  '{{constructor}}',
  'a'.repeat(10_000),
  '\uD800'.repeat(5_000),
];

export const hostileKeys = ['$where', '$gt', '$set', 'a.b', 'domainId.$ne', '__proto__', 'constructor', 'prototype', '', ' ', 'toString', 'hasOwnProperty', 'valueOf', '\u0000', 'x'.repeat(2_000), 'collection', '_id', 'version'];

/** A hostile value for any position in an input. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, [], {}, [[]], 'string', [null], ['a', 'b'], { toString: 'x' }),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...mongoOperators),
  fc.constantFrom(...protoKeyed),
  fc.constantFrom(deepArrays(5_000), deepObjects(5_000), deepArrays(50), new FillTo(MAX_BODY_CHARS - 10), new FillTo(MAX_BODY_CHARS + 1)),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const PLACEHOLDER = 'fuzz-raw-json-7c1d-';

/**
 * JSON text for a value: RawJson parts go in as they are, FillTo grows a string so the body has that length,
 * and own `__proto__` keys survive (JSON.stringify keeps own properties).
 */
export function encodeJson(value: unknown): string {
  const raws: string[] = [];
  let fill: FillTo | null = null;
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `${PLACEHOLDER}${raws.length - 1}`;
    }
    if (v instanceof FillTo) {
      fill = v;
      return `${PLACEHOLDER}fill`;
    }
    return v;
  });
  if (text === undefined) return '';
  let out = text.replace(new RegExp(`"${PLACEHOLDER}(\\d+)"`, 'g'), (_, i: string) => raws[Number(i)]);
  const total = (fill as FillTo | null)?.total;
  if (total !== undefined) {
    const padding = Math.max(0, total - (out.length - `"${PLACEHOLDER}fill"`.length + 2));
    out = out.replace(`"${PLACEHOLDER}fill"`, `"${'x'.repeat(padding)}"`);
  }
  return out;
}

/** The text with lone surrogates replaced by U+FFFD, as a URL encoder needs it. */
export const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** A short description of a value for failure messages. */
export function describeValue(value: unknown, max = 160): string {
  let text: string;
  try {
    text = encodeJson(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;
}

type Path = (string | number)[];

/** Every position in a value that a hostile value could replace (the root included). */
export function positionsIn(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (out.length > 200) return out;
  if (Array.isArray(value)) value.forEach((item, i) => positionsIn(item, [...path, i], out));
  else if (isObject(value)) for (const key of Object.keys(value)) positionsIn(value[key], [...path, key], out);
  return out;
}

/** A copy of the value with `replacement` at `path` (own keys only, so `__proto__` stays a key). */
export function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaceAt(item, rest, replacement) : item));
  if (!isObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) define(copy, key, key === head ? replaceAt(value[key], rest, replacement) : value[key]);
  return copy;
}

/** A copy of the object at `path` with one more key. */
export function addKeyAt(value: unknown, path: Path, key: string, extra: unknown): unknown {
  if (path.length === 0) {
    if (!isObject(value)) return value;
    const copy: Record<string, unknown> = {};
    for (const k of Object.keys(value)) define(copy, k, value[k]);
    define(copy, key, extra);
    return copy;
  }
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? addKeyAt(item, rest, key, extra) : item));
  if (!isObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const k of Object.keys(value)) define(copy, k, k === head ? addKeyAt(value[k], rest, key, extra) : value[k]);
  return copy;
}

/** A copy of the value without the key or item at `path`. */
export function removeAt(value: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return rest.length ? value.map((item, i) => (i === head ? removeAt(item, rest) : item)) : value.filter((_, i) => i !== head);
  if (!isObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (key === head && rest.length === 0) continue;
    define(copy, key, key === head ? removeAt(value[key], rest) : value[key]);
  }
  return copy;
}

const define = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof RawJson) && !(v instanceof FillTo) && !(v instanceof Blob);
