// Generated from the API registry: every call is refused without a session (401), without its role
// (403) and with bad input (400), and none of those refusals changes anything stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '@/api-handlers';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../support/api-harness';
import { watchStore, type StoreWatch } from '../support/fuzz-store-watch';
import { callSamples } from './call-samples';

let h: Harness;
let admin: string;
let noRole: Record<string, string>;
// Everything but the bookkeeping a refused call may legitimately write (sessions are only read): every write a
// refusal makes through the store is compared at once, and every collection once per call.
let watch: StoreWatch;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.signIn('admin', ADMIN_PASSWORD);
  await h.addUser('formsonly', ['forms']);
  await h.addUser('editoronly', ['editor']);
  noRole = { forms: await h.signIn('formsonly', 'user-password-123'), editor: await h.signIn('editoronly', 'user-password-123') };
  watch = watchStore(h.store, { bookkeeping: ['rateLimits'] });
  await watch.retake();
});
afterAll(() => h.close());

function asForm(input: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.append(key, value instanceof Blob ? value : String(value));
  return form;
}

const send = (call: (typeof apiCalls)[number], path: string, input: Record<string, unknown>, cookie?: string) => {
  if (call.method === 'GET') return h.call(path, { method: 'GET', query: input as Record<string, string>, cookie });
  if (call.body === 'multipart') return h.call(path, { method: 'POST', form: asForm(input), cookie });
  return h.call(path, { method: 'POST', body: input, cookie });
};

describe('every API call', () => {
  it('has samples, so that it is in this matrix', () => {
    expect(apiCalls.map((c) => c.path).filter((path) => !callSamples[path])).toEqual([]);
  });

  for (const call of apiCalls) {
    const sample = callSamples[call.path];
    if (!sample) continue;
    const path = sample.requestPath ?? call.path;
    describe(call.path, () => {
      // Whatever the marks could miss (a write around the store's collections) shows here.
      afterAll(async () => expect(await watch.compareAll()).toEqual([]));

      if (call.access !== 'public') {
        it('answers 401 without a session and changes nothing', async () => {
          const input = await sample.valid(h);
          await watch.accept();
          const result = await send(call, path, input);
          const changed = await watch.afterAnswer(result.status);
          expect(result.status).toBe(401);
          expect(result.body.error).toMatchObject({ code: 'unauthenticated', message: expect.any(String) });
          expect(changed).toEqual([]);
        });

        // Calls open to every signed-in user have no role to lack.
        it.skipIf(call.access === 'signedIn')('answers 403 to a signed-in user without the role and changes nothing', async () => {
          // The forms role can do nothing but read submissions; an editor cannot publish or read submissions.
          const cookie = call.access === 'publisher' || call.access === 'admin' || call.access === 'forms' ? noRole.editor : noRole.forms;
          const input = await sample.valid(h);
          await watch.accept();
          const result = await send(call, path, input, cookie);
          const changed = await watch.afterAnswer(result.status);
          expect(result.status).toBe(403);
          expect(result.body.error.code).toBe('forbidden');
          expect(changed).toEqual([]);
        });
      }

      it('answers 400 with field messages to bad input and changes nothing', async () => {
        expect(sample.invalid.length).toBeGreaterThan(0);
        const cookie = call.access === 'public' ? undefined : admin;
        await watch.accept();
        for (const input of sample.invalid) {
          const result = await send(call, path, input, cookie);
          const changed = await watch.afterAnswer(result.status);
          expect(result.status, JSON.stringify(input)).toBe(400);
          expect(result.body.error).toMatchObject({ code: 'invalid_input', message: expect.stringMatching(/^Invalid input/) });
          expect(Object.keys(result.body.error.fields ?? {}).length).toBeGreaterThan(0);
          expect(changed, JSON.stringify(input)).toEqual([]);
        }
      });
    });
  }
});
