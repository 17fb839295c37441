// The API fuzz test's checks, proved able to fail: calls broken on purpose (a 500, a stack trace in a refusal, a
// refusal without the error shape, a refusal that writes) run through the same dispatcher and the same checks.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { buildRegistry } from '@/lib/api/registry';
import { AppError } from '@/lib/errors';
import { createHarness, type Harness } from '../support/api-harness';
import { INTERNALS, problemsWith, sendFuzz } from '../support/fuzz-answers';
import { encodeJson, FillTo, RawJson } from '../support/fuzz-hostile';
import { watchStore, type StoreWatch } from '../support/fuzz-store-watch';

let h: Harness;
let watch: StoreWatch;
beforeAll(async () => {
  h = await createHarness();
  watch = watchStore(h.store);
  await watch.retake();
});
afterAll(() => h.close());

const input = z.object({}).passthrough();
const jsonAnswer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const broken = buildRegistry([
  defineCall({ path: 'broken/throws', method: 'POST', access: 'public', input, handler: async (body) => (body as { a: { b: unknown } }).a.b }),
  defineCall({
    path: 'broken/leaks',
    method: 'POST',
    access: 'public',
    input,
    handler: async () => jsonAnswer(400, { error: { code: 'invalid_input', message: new TypeError("Cannot read properties of undefined (reading 'b')").stack } }),
  }),
  defineCall({ path: 'broken/shapeless', method: 'POST', access: 'public', input, handler: async () => jsonAnswer(400, { message: 'no' }) }),
  defineCall({ path: 'broken/codeless', method: 'POST', access: 'public', input, handler: async () => jsonAnswer(400, { error: { message: 'No code.' } }) }),
  defineCall({ path: 'broken/miscoded', method: 'POST', access: 'public', input, handler: async () => jsonAnswer(400, { error: { code: 'not_found', message: 'Wrong code.' } }) }),
  defineCall({ path: 'broken/html', method: 'POST', access: 'public', input, handler: async () => new Response('<h1>Bad request</h1>', { status: 400, headers: { 'content-type': 'text/html' } }) }),
  defineCall({
    path: 'broken/writes',
    method: 'POST',
    access: 'public',
    input,
    handler: async (_body, { store }) => {
      await store.collection('auditLog').insert({ _id: 'written-by-a-refusal' });
      throw new AppError('invalid_input', 'Refused after writing.');
    },
  }),
  defineCall({ path: 'fine/refuses', method: 'POST', access: 'public', input, handler: async () => Promise.reject(new AppError('invalid_input', 'Invalid input. a: Too long', { a: 'Too long' })) }),
]);
const send = (callPath: string) => sendFuzz(h.store, broken.match(callPath)!.call, { label: callPath, path: callPath, body: '{}' }, { registry: broken });

describe('the API fuzz checks', () => {
  it('report a 500, a stack trace, a refusal without the error shape or not in JSON', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await send('broken/throws');
      expect(answer.status).toBe(500);
      expect(problemsWith(answer)).toEqual([expect.stringMatching(/^answered 500/)]);
    } finally {
      errorSpy.mockRestore();
    }
    expect(problemsWith(await send('broken/leaks'))).toEqual([expect.stringMatching(/^the answer shows "TypeError"/)]);
    expect(problemsWith(await send('broken/shapeless'))).toEqual([expect.stringMatching(/without the error shape/)]);
    expect(problemsWith(await send('broken/codeless'))).toEqual([expect.stringMatching(/without the error shape and its code/)]);
    expect(problemsWith(await send('broken/miscoded'))).toEqual([expect.stringMatching(/without the error shape and its code/)]);
    expect(problemsWith(await send('broken/html'))).toEqual([expect.stringMatching(/content type "text\/html"/)]);
    expect(problemsWith(await send('fine/refuses'))).toEqual([]);
  });

  it('report a refused request that changed something stored, and not an accepted one', async () => {
    const refusal = await send('broken/writes');
    expect(refusal.status).toBe(400);
    expect(await watch.afterAnswer(refusal.status)).toEqual([expect.stringMatching(/^auditLog changed/)]);
    await h.store.collection('auditLog').delete({ _id: 'written-by-a-refusal' });
    await watch.retake();
    await h.store.collection('auditLog').insert({ _id: 'written-by-an-accepted-call' });
    expect(await watch.afterAnswer(200)).toEqual([]);
    expect(await watch.compareAll()).toEqual([]);
  });

  it('match real internals wherever they appear, and none of the site’s own messages', () => {
    const leaks = [
      new Error('x').stack!,
      // Stack frames without the error line before them.
      '    at Object.handler (/srv/site/api-handlers/page-save.ts:14:12)',
      '    at new Promise (<anonymous>)',
      'at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
      'E11000 duplicate key error collection',
      "Can't insert key admin, it violates the unique constraint",
      'Field names cannot begin with the $ character',
      'MongoServerError: bad',
      'ENOENT: no such file',
      'at async Promise.all (index 0)',
      'x.map is not a function',
      'Maximum call stack size exceeded',
    ];
    for (const leak of leaks) expect(leak, leak).toMatch(INTERNALS);
    const fine = [
      'Invalid input. domainId: Invalid input: expected string, received undefined',
      'Please sign in to do this.',
      'That conflicts with something already saved.',
      'The page is nested too deeply to be saved.',
      'A page already exists at /about (choose another address).',
    ];
    for (const message of fine) expect(message).not.toMatch(INTERNALS);
  });

  it('encode what JSON.stringify cannot: raw numbers, a body of an exact length, own __proto__ keys', () => {
    expect(encodeJson({ a: new RawJson('-0', '-0'), b: new RawJson('1e400', '1e400') })).toBe('{"a":-0,"b":1e400}');
    expect(encodeJson({ a: 1, pad: new FillTo(1_000) })).toHaveLength(1_000);
    expect(encodeJson(JSON.parse('{"__proto__":{"x":1}}'))).toBe('{"__proto__":{"x":1}}');
  });
});
