// Fast-check arbitraries derived from a zod 4 input schema, read through its definition (`schema._zod.def`).
// Values mostly fit the schema, so that inputs get past validation and into the handlers; the hostile values
// (tests/support/fuzz-hostile.ts) are mixed in separately.
import fc from 'fast-check';
import type { z } from 'zod';
import { unicodeEdgeStrings } from './fuzz-hostile';

/** Thrown for a schema part no arbitrary can be derived for: the fuzz test then fails for that call. */
export class UngeneratableSchema extends Error {}

type Def = { type: string; checks?: { _zod: { def: CheckDef } }[] } & Record<string, any>;
type CheckDef = { check: string } & Record<string, any>;
type Options = { depth: number; multipart: boolean };

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] => [...(def.check ? [def as unknown as CheckDef] : []), ...(def.checks ?? []).map((c) => c._zod.def)];

/** Whether an object may leave this key out (optional, or filled in by a default). */
function mayBeAbsent(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return true;
  if (def.type === 'pipe') return mayBeAbsent(innerOfPipe(def));
  if (def.type === 'readonly' || def.type === 'catch') return mayBeAbsent(def.innerType);
  return false;
}

// z.preprocess(fn, schema) is a pipe whose input side is a bare transform: what it accepts is described by its output.
const innerOfPipe = (def: Def): z.ZodType => (defOf(def.in).type === 'transform' ? def.out : def.in);

/** An arbitrary for values of this schema's input. */
export function arbitraryFor(schema: z.ZodType, options: Partial<Options> = {}): fc.Arbitrary<unknown> {
  return build(schema, { depth: 0, multipart: false, ...options });
}

function build(schema: z.ZodType, options: Options): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const deeper = { ...options, depth: options.depth + 1 };
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
    case 'int':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
    case 'never':
      return fc.constant(undefined);
    case 'nan':
      return fc.constant(Number.NaN);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'template_literal':
      return fc.string({ maxLength: 30 });
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 3 });
    case 'custom':
    case 'file':
      // Custom checks hide what they accept; in a form upload they are files (z.instanceof(File)).
      return options.multipart ? fileArbitrary() : fc.jsonValue({ maxDepth: 2 });
    case 'optional':
      return fc.option(build(def.innerType, deeper), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(build(def.innerType, deeper), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return build(def.innerType, deeper);
    case 'pipe':
      return build(innerOfPipe(def), deeper);
    case 'transform':
      return fc.jsonValue({ maxDepth: 2 });
    case 'lazy':
      return options.depth > 6 ? fc.constant(null) : build(def.getter(), deeper);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => build(o, deeper)));
    case 'intersection':
      return fc.tuple(build(def.left, deeper), build(def.right, deeper)).map(([a, b]) => (isPlainObject(a) && isPlainObject(b) ? { ...a, ...b } : a));
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((item) => build(item, deeper)));
    case 'array':
      return arrayArbitrary(def, deeper);
    case 'record':
      return fc.dictionary(build(def.keyType, deeper).map(String), build(def.valueType, deeper), { maxKeys: 4 });
    case 'object':
      return objectArbitrary(def, deeper);
    default:
      throw new UngeneratableSchema(`no arbitrary for a zod "${def.type}" schema`);
  }
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  let minLength = 0;
  let maxLength = 40;
  let declaredMax = Infinity;
  for (const check of checks) {
    if (check.check === 'min_length') minLength = Math.max(minLength, check.minimum);
    if (check.check === 'max_length') declaredMax = Math.min(declaredMax, check.maximum);
    if (check.check === 'length_equals') minLength = declaredMax = check.length;
  }
  maxLength = Math.max(minLength, Math.min(declaredMax, Math.max(maxLength, minLength + 10)));
  const fits = (s: string) => s.length >= minLength && s.length <= declaredMax;
  const formats = checks.filter((c) => c.check === 'string_format');
  const formatted = formats.map((c) => formatArbitrary(c)).filter((a): a is fc.Arbitrary<string> => a !== null);
  const unit = fc.oneof({ weight: 6, arbitrary: fc.string({ unit: 'grapheme', maxLength: 1 }) }, { weight: 1, arbitrary: fc.constantFrom(...unicodeEdgeStrings) });
  const free = fc.array(unit, { minLength, maxLength }).map((parts) => parts.join(''));
  const boundary = fc.constantFrom(minLength, Number.isFinite(declaredMax) ? declaredMax : minLength).map((n) => 'a'.repeat(n));
  const choices: fc.Arbitrary<string>[] = formatted.length ? formatted.map((a) => a.filter(fits)) : [free, free, boundary];
  // Strings that break the format are still worth sending now and then: they test the messages.
  if (formatted.length) choices.push(free);
  return fc.oneof(...choices);
}

function formatArbitrary(check: CheckDef): fc.Arbitrary<string> | null {
  switch (check.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url':
      return fc.webUrl();
    case 'datetime':
      return fc.date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2200-01-01') }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2200-01-01') }).map((d) => d.toISOString().slice(0, 10));
  }
  if (check.pattern instanceof RegExp) {
    try {
      return fc.stringMatching(check.pattern);
    } catch {
      return null;
    }
  }
  return null;
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let integer = def.type === 'int';
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') min = Math.max(min, check.inclusive ? check.value : check.value + (integer ? 1 : 1e-9));
    if (check.check === 'less_than') max = Math.min(max, check.inclusive ? check.value : check.value - (integer ? 1 : 1e-9));
    if (check.check === 'number_format' && /int/.test(check.format)) integer = true;
  }
  if (min > max) return fc.constant(min);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.integer({ min: Math.ceil(min), max: Math.floor(max) }));
}

function arrayArbitrary(def: Def, options: Options): fc.Arbitrary<unknown[]> {
  let minLength = 0;
  let maxLength = 4;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') minLength = check.minimum;
    if (check.check === 'max_length') maxLength = Math.min(Math.max(maxLength, minLength), check.maximum);
    if (check.check === 'length_equals') minLength = maxLength = check.length;
  }
  return fc.array(build(def.element, options), { minLength, maxLength: Math.max(minLength, maxLength), size: 'small' });
}

function objectArbitrary(def: Def, options: Options): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape as Record<string, z.ZodType>;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, value] of Object.entries(shape)) {
    model[key] = build(value, options);
    if (!mayBeAbsent(value)) requiredKeys.push(key);
  }
  const base = fc.record(model, { requiredKeys });
  const catchall = def.catchall ? defOf(def.catchall).type : 'strip';
  if (catchall === 'never') return base;
  // Objects that keep or drop unknown keys get some: they must not reach the store as they are.
  const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 });
  return fc.tuple(base, extra).map(([known, more]) => ({ ...more, ...known }));
}

function fileArbitrary(): fc.Arbitrary<File> {
  const types = ['image/jpeg', 'image/png', 'application/pdf', 'text/plain', 'image/svg+xml', 'application/octet-stream', ''];
  return fc
    .record({ bytes: fc.uint8Array({ maxLength: 64 }), name: fc.oneof(fc.constantFrom('photo.jpg', 'report.pdf', 'a', ''), fc.string({ maxLength: 20 })), type: fc.constantFrom(...types) })
    .map(({ bytes, name, type }) => new File([bytes], name, { type }));
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
