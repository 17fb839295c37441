// A call that fails on the server: the answer says only a plain sentence and a request id; the log gets one JSON
// line with the same id, the call, the message and the stack.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { dispatch } from '@/lib/api/dispatch';
import { buildRegistry } from '@/lib/api/registry';
import { openTestStore, type TestStore } from '../support/test-store';

process.env.AUTH_SECRET ??= 'test-secret-that-is-long-enough-0123456789';

const registry = buildRegistry([
  defineCall({
    path: 'test/broken',
    method: 'GET',
    access: 'public',
    input: z.object({}),
    handler: async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'slug')");
    },
  }),
  defineCall({
    path: 'test/publishes',
    method: 'GET',
    access: 'public',
    input: z.object({}),
    handler: async (_input, { invalidate }) => {
      invalidate(['page:default:about']);
      return { published: true };
    },
  }),
]);

let opened: TestStore;
beforeAll(async () => {
  opened = await openTestStore('site-dispatch-');
});
afterAll(() => opened.dispose());

const send = (headers: Record<string, string> = {}) =>
  dispatch(new Request('http://localhost:3000/api/test/broken', { headers: { host: 'localhost:3000', ...headers } }), 'test/broken', {
    registry,
    store: async () => opened.store,
    invalidate: () => {},
    secureCookies: false,
  });

describe('a call that fails on the server', () => {
  it('answers 500 with a plain message and a request id, and logs one JSON line with the same id', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await send();
    const text = await response.text();
    expect(response.status).toBe(500);
    const body = JSON.parse(text);
    expect(body).toEqual({ error: { code: 'internal', message: 'Something went wrong. Please try again.', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    expect(response.headers.get('x-request-id')).toBe(body.error.requestId);
    expect(text).not.toMatch(/TypeError|Cannot read|slug|at /);
    expect(log).toHaveBeenCalledOnce();
    const line = JSON.parse(String(log.mock.calls[0][0]));
    expect(line).toMatchObject({ level: 'error', event: 'api.error', requestId: body.error.requestId, call: 'test/broken', method: 'GET', error: 'TypeError', message: "Cannot read properties of undefined (reading 'slug')" });
    expect(line.stack).toMatch(/dispatch-errors\.test\.ts/);
    log.mockRestore();
  });

  it('keeps the request id a proxy in front gave, and makes its own for one that does not look like an id', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await (await send({ 'x-request-id': 'nginx-7f3a9c01' })).json()).error.requestId).toBe('nginx-7f3a9c01');
    const made = (await (await send({ 'x-request-id': '<script>' })).json()).error.requestId;
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(log.mock.calls[1][0])).requestId).toBe(made);
    log.mockRestore();
  });
});

describe('a request whose body is cut off on its way', () => {
  it('answers 400 and logs no server error', async () => {
    const postRegistry = buildRegistry([defineCall({ path: 'test/echo', method: 'POST', access: 'public', input: z.object({}).passthrough(), handler: async (input) => input })]);
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(new Error('aborted'));
      },
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = new Request('http://localhost:3000/api/test/echo', { method: 'POST', body, duplex: 'half', headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json' } } as RequestInit);
    const response = await dispatch(request, 'test/echo', { registry: postRegistry, store: async () => opened.store, invalidate: () => {}, secureCookies: false });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('The request was cut off before it all arrived.');
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('every refusal carries its code beside the message', () => {
  const calls = buildRegistry([
    defineCall({ path: 'test/signed', method: 'GET', access: 'admin', input: z.object({}), handler: async () => ({}) }),
    defineCall({ path: 'test/number', method: 'GET', access: 'public', input: z.object({ n: z.coerce.number().int() }), handler: async () => ({}) }),
    defineCall({
      path: 'test/duplicate',
      method: 'GET',
      access: 'public',
      input: z.object({}),
      handler: async ({}, { store }) => {
        await store.collection('leases').insert({ _id: 'same' });
        await store.collection('leases').insert({ _id: 'same' });
      },
    }),
  ]);
  const get = async (path: string, query = '') => {
    const response = await dispatch(new Request(`http://localhost:3000/api/${path}${query}`, { headers: { host: 'localhost:3000' } }), path, {
      registry: calls,
      store: async () => opened.store,
      invalidate: () => {},
      secureCookies: false,
    });
    return { status: response.status, error: (await response.json()).error };
  };

  it('names it: unauthenticated, invalid_input, not_found, conflict', async () => {
    expect(await get('test/signed')).toEqual({ status: 401, error: { code: 'unauthenticated', message: 'Please sign in to do this.' } });
    expect(await get('test/number', '?n=x')).toMatchObject({ status: 400, error: { code: 'invalid_input', fields: { n: expect.any(String) } } });
    expect(await get('test/nothing')).toEqual({ status: 404, error: { code: 'not_found', message: 'Unknown API call: test/nothing' } });
    expect(await get('test/duplicate')).toEqual({ status: 409, error: { code: 'conflict', message: 'That conflicts with something already saved.' } });
  });
});

describe('a call that invalidates cached pages', () => {
  const publish = (invalidate: (tags: string[]) => Promise<void>) =>
    dispatch(new Request('http://localhost:3000/api/test/publishes', { headers: { host: 'localhost:3000' } }), 'test/publishes', {
      registry,
      store: async () => opened.store,
      invalidate,
      secureCookies: false,
    });

  it('answers only once the caches hold the invalidation, so the next request on any server sees the change', async () => {
    const told: string[] = [];
    let release!: () => void;
    let reached!: () => void;
    const telling = new Promise<void>((resolve) => (reached = resolve));
    const answered = publish(async (tags) => {
      reached();
      await new Promise<void>((resolve) => (release = resolve));
      told.push(...tags);
    });
    let done = false;
    void answered.then(() => (done = true));
    await telling;
    // The handler has returned and the cache is being told: no answer yet.
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    release();
    const response = await answered;
    expect(response.status).toBe(200);
    expect(told).toEqual(['page:default:about']);
  });

  it('still answers what it did when a cache cannot be told, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await publish(async () => {
      throw new Error('Redis is down');
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ published: true });
    expect(JSON.parse(String(log.mock.calls[0][0]))).toMatchObject({ event: 'cache.invalidateFailed', call: 'test/publishes', message: 'Redis is down' });
    log.mockRestore();
  });
});
