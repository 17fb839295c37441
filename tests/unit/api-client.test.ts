// The browser's API client: what a refusal, a proxy's page, a lost connection and an abort become for the code
// that called, and what it sends.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorText, callApi, UNREACHABLE } from '@/lib/api/client';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string, type = 'application/json') {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(body, { status, headers: { 'content-type': type } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const failure = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(ApiError);
  return failure as ApiError;
}

describe('callApi', () => {
  it('sends JSON to the call’s address and answers the JSON that came back', async () => {
    const fetch = answer(200, '{"editors":[]}');
    await expect(callApi('page/presence', { body: { pageId: 'p1', domainId: 'd1' } })).resolves.toEqual({ editors: [] });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/page/presence');
    expect(init).toMatchObject({ method: 'POST', body: '{"pageId":"p1","domainId":"d1"}', credentials: 'same-origin', headers: { 'content-type': 'application/json' } });
  });

  it('sends a GET with its query, and a beacon with keepalive', async () => {
    const fetch = answer(200, '{}');
    await callApi('siteSettings/loadSiteSettings', { query: { domainId: 'a b' } });
    expect(fetch.mock.calls[0][0]).toBe('/api/siteSettings/loadSiteSettings?domainId=a+b');
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: 'GET', body: undefined });
    await callApi('page/leave', { body: { pageId: 'p1' }, keepalive: true });
    expect(fetch.mock.calls[1][1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('rejects with the server’s code, message, field messages and staleness', async () => {
    answer(409, JSON.stringify({ error: { code: 'conflict', message: 'Someone else saved first.', stale: true } }));
    expect(await refusal(callApi('page/save', { body: {} }))).toMatchObject({ status: 409, code: 'conflict', message: 'Someone else saved first.', stale: true });
    answer(400, JSON.stringify({ error: { code: 'invalid_input', message: 'Invalid input. slug: Too long', fields: { slug: 'Too long' } } }));
    const invalid = await refusal(callApi('page/save', { body: {} }));
    expect(invalid).toMatchObject({ code: 'invalid_input', fields: { slug: 'Too long' }, stale: false });
    expect(apiErrorText(invalid)).toBe('Too long');
  });

  it('gives a proxy’s own error page a code from its status and a plain message', async () => {
    answer(502, '<html><body>Bad gateway</body></html>', 'text/html');
    expect(await refusal(callApi('user/me', { body: {} }))).toMatchObject({ status: 502, code: 'unavailable', message: 'Something went wrong. Please try again.' });
    answer(413, '<html>Too large</html>', 'text/html');
    expect((await refusal(callApi('user/me', { body: {} }))).code).toBe('invalid_input');
  });

  it('says the server could not be reached when no answer came', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await refusal(callApi('user/me', { body: {} }))).toMatchObject({ status: 0, code: 'unreachable', message: UNREACHABLE });
  });

  it('passes an abort on as the abort, not as a failure to show', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))),
    );
    const controller = new AbortController();
    const call = callApi('humanitix/list', { body: { filter: '' }, signal: controller.signal });
    controller.abort();
    const failure = await call.catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect((failure as Error).name).toBe('AbortError');
  });
});
