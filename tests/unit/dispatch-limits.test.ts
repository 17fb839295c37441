// Limits declared on a call: the dispatcher counts every valid request before the handler runs, per address, per
// user or per a value of the input, and answers 429 with the seconds to wait once a limit is used up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { dispatch } from '@/lib/api/dispatch';
import { buildRegistry } from '@/lib/api/registry';
import { openTestStore, type TestStore } from '../support/test-store';

process.env.AUTH_SECRET ??= 'test-secret-that-is-long-enough-0123456789';

let handled = 0;
const registry = buildRegistry([
  defineCall({
    path: 'test/limited',
    method: 'POST',
    access: 'public',
    input: z.object({ email: z.email() }),
    limits: [
      { limit: { name: 'test-ip', max: 3, windowSeconds: 600 }, per: 'ip', message: 'Too many from your connection.' },
      { limit: { name: 'test-email', max: 2, windowSeconds: 600 }, per: ({ email }) => email, message: 'Too many for this address.' },
    ],
    handler: async () => {
      handled += 1;
      return { ok: true };
    },
  }),
]);

let opened: TestStore;
beforeAll(async () => {
  opened = await openTestStore('site-limits-');
});
afterAll(() => opened.dispose());

const send = (body: unknown) =>
  dispatch(
    new Request('http://localhost:3000/api/test/limited', {
      method: 'POST',
      headers: { host: 'localhost:3000', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    'test/limited',
    { registry, store: async () => opened.store, invalidate: () => {}, secureCookies: false },
  );

describe('limits declared on a call', () => {
  it('refuse with 429 and Retry-After before the handler runs; an invalid request uses nothing up', async () => {
    expect((await send({ email: 'not an address' })).status).toBe(400);
    expect((await send({ email: 'a@example.org' })).status).toBe(200);
    expect((await send({ email: 'A@example.org' })).status).toBe(200);
    const third = await send({ email: 'a@example.org' });
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many for this address.' } });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(handled).toBe(2);
    // Limits are taken in the order declared: the third request took the connection's last use before the
    // address's limit refused it, so another address from the same connection is refused too.
    const other = await send({ email: 'b@example.org' });
    expect(await other.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many from your connection.' } });
    expect(handled).toBe(2);
  });
});
