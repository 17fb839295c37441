// A stand-in for the site's API in component tests: answers /api/<path> by path and records every call.
import { vi } from 'vitest';

export type Call = { path: string; method: string; query: URLSearchParams; body: Record<string, unknown> | null };
export type Answer = { status?: number; body: unknown };

/** Replaces fetch; an unknown call answers 404 as the server would. Answers the list of calls made. */
export function fakeApi(answers: Record<string, (call: Call) => Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = { path: url.pathname.replace(/^\/api\//, ''), method: init?.method ?? 'GET', query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      const answer = answers[call.path]?.(call) ?? { status: 404, body: { error: { message: 'Unknown call' } } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
