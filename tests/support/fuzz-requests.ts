// Requests for the API fuzz test: inputs derived from each call's schema and seeded from a valid sample (the
// hand-made hostile requests are in fuzz-hostile-requests.ts), sent the way each kind of call is sent.
import fc from 'fast-check';
import type { CallDefinition } from '@/lib/api/define-call';
import { arbitraryFor } from './fuzz-schema';
import { addKeyAt, describeValue, encodeJson, FillTo, hostileKeys, hostileValue, isObject, positionsIn, RawJson, removeAt, replaceAt, wellFormed } from './fuzz-hostile';

export type FuzzRequest = {
  /** What was sent, short enough for a failure message. */
  label: string;
  /** The call path with its `:name` segments filled in, as the route passes it to the dispatcher (decoded). */
  path: string;
  /** The query string, without '?'. */
  search?: string;
  body?: string | Uint8Array | FormData;
  /** Header changes; null removes a header the sender would otherwise add. */
  headers?: Record<string, string | null>;
};

/** The `:name` segments of a call path. */
export const pathParams = (call: CallDefinition) => call.path.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));

/** A valid sample's path parameters, read from the concrete path it requests (e.g. image/abc for image/:imageId). */
export function paramsOfPath(call: CallDefinition, requestPath: string): Record<string, string> {
  const parts = requestPath.split('/');
  const params: Record<string, string> = {};
  call.path.split('/').forEach((segment, i) => {
    if (segment.startsWith(':') && parts[i] !== undefined) params[segment.slice(1)] = decodeURIComponent(parts[i]);
  });
  return params;
}

/**
 * Inputs for a call: derived from its schema, and its valid seed with a hostile value put in, a hostile key
 * added or a key taken away. Deterministic for a given seed.
 */
export function fuzzInputs(call: CallDefinition, seedInput: unknown, count: number, seed: number): unknown[] {
  const fromSchema = arbitraryFor(call.input, { multipart: call.body === 'multipart' });
  const mutate = (base: fc.Arbitrary<unknown>) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.tuple(base, fc.nat(), hostileValue).map(([value, i, hostile]) => pick(value, i, (path) => replaceAt(value, path, hostile))) },
      { weight: 2, arbitrary: fc.tuple(base, fc.nat(), fc.constantFrom(...hostileKeys), hostileValue).map(([value, i, key, hostile]) => pickObject(value, i, (path) => addKeyAt(value, path, key, hostile))) },
      { weight: 1, arbitrary: fc.tuple(base, fc.nat()).map(([value, i]) => pick(value, i, (path) => removeAt(value, path))) },
    );
  const seeded = seedInput === undefined ? fromSchema : fc.constant(seedInput);
  // The seed itself now and then: an accepted request changes what the next ones meet.
  const mixed = fc.oneof({ weight: 4, arbitrary: fromSchema }, { weight: 4, arbitrary: mutate(seeded) }, { weight: 1, arbitrary: mutate(fromSchema) }, { weight: 1, arbitrary: seeded });
  return fc.sample(mixed, { seed, numRuns: count });
}

function pick(value: unknown, i: number, change: (path: (string | number)[]) => unknown) {
  const positions = positionsIn(value);
  return change(positions[i % positions.length]);
}

function pickObject(value: unknown, i: number, change: (path: (string | number)[]) => unknown) {
  const positions = positionsIn(value).filter((path) => isObject(valueAt(value, path)));
  return positions.length ? change(positions[i % positions.length]) : value;
}

const valueAt = (value: unknown, path: (string | number)[]) => path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)?.[key], value);

/** The request that sends one input to a call, the way its kind of call is sent. */
export function requestFor(call: CallDefinition, input: unknown): FuzzRequest {
  const params = pathParams(call);
  const fields: Record<string, unknown> = isObject(input) ? { ...input } : {};
  const segments: Record<string, string> = {};
  for (const name of params) {
    const value = fields[name];
    delete fields[name];
    segments[name] = typeof value === 'string' && value ? value : value === undefined ? 'x' : describeValue(value, 300);
  }
  const path = call.path.replace(/:(\w+)/g, (_, name: string) => segments[name]);
  const rest = isObject(input) ? fields : input;
  const label = describeValue(input);
  if (call.method === 'GET') return { label, path, search: searchOf(rest) };
  if (call.body === 'multipart') return { label, path, body: formOf(rest) };
  return { label, path, body: encodeJson(rest) };
}

/** A query string for a value: each key once, objects and arrays as JSON text (what a careless client would send). */
function searchOf(value: unknown): string {
  if (!isObject(value)) return value === undefined ? '' : `value=${encodeQuery(textOf(value))}`;
  return Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(([key, v]) => `${encodeQuery(key)}=${encodeQuery(textOf(v))}`)
    .join('&');
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  if (value instanceof FillTo) return 'x'.repeat(Math.min(value.total, 100_000));
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return encodeJson(value);
}

// Lone surrogates cannot be percent-encoded as UTF-8; they go as the bytes a broken client would send.
const encodeQuery = (text: string) => encodeURIComponent(wellFormed(text)).replace(/%EF%BF%BD/g, '%ED%A0%80');

function formOf(value: unknown): FormData {
  const form = new FormData();
  if (!isObject(value)) {
    form.append('value', textOf(value));
    return form;
  }
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (v instanceof Blob) form.append(key, v);
    else if (Array.isArray(v)) for (const item of v) form.append(key, item instanceof Blob ? item : textOf(item));
    else form.append(key, textOf(v));
  }
  return form;
}
