import { vi } from 'vitest';

/**
 * Answers /api/<path>?... calls by path, recording every address asked for. An answer is the JSON body of a 200,
 * or a Response to send as it is (an error with its code).
 */
export function fakeApi(answers: Record<string, (query: URLSearchParams) => unknown>) {
  const asked: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url);
    const answer = answers[url.pathname.replace(/^\/api\//, '')];
    if (!answer) return new Response(JSON.stringify({ error: { message: 'Unknown call' } }), { status: 404 });
    const value = answer(url.searchParams);
    if (value instanceof Response) return value;
    return new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { asked, fetchMock };
}
