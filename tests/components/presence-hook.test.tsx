import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESENCE_HEARTBEAT_MS, usePagePresence } from '@/editor/presence/use-page-presence';

let answers: unknown[];
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  const body = url.endsWith('/page/presence') ? (answers.shift() ?? { editors: [] }) : {};
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
});
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === `/api/${path}`);

beforeEach(() => {
  answers = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePagePresence', () => {
  it('beats at once and every 30 s, answering the others on the page', async () => {
    answers.push({ editors: [{ name: 'Ana', since: '2025-03-04T09:05:00.000Z' }] }, { editors: [] });
    const { result } = renderHook(() => usePagePresence({ pageId: 'page-about', domainId: 'default' }));
    await vi.waitFor(() => expect(result.current).toEqual([{ name: 'Ana', since: '2025-03-04T09:05:00.000Z' }]));
    expect(JSON.parse(String(calls('page/presence')[0][1]!.body))).toEqual({ pageId: 'page-about', domainId: 'default' });
    act(() => vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS));
    await vi.waitFor(() => expect(result.current).toEqual([]));
    expect(calls('page/presence')).toHaveLength(2);
  });

  it('says it is leaving, with keepalive, when the tab closes and when the page changes', async () => {
    const { rerender } = renderHook((props: { pageId: string | null }) => usePagePresence({ ...props, domainId: 'default' }), {
      initialProps: { pageId: 'page-about' as string | null },
    });
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(calls('page/leave')).toHaveLength(1);
    expect(calls('page/leave')[0][1]).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify({ pageId: 'page-about' }) });
    rerender({ pageId: null });
    expect(calls('page/leave')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 3));
    expect(calls('page/presence')).toHaveLength(1);
  });

  it('shows nobody when the server cannot be asked', async () => {
    fetchMock.mockImplementationOnce(async () => new Response('{"error":{"message":"Page not found."}}', { status: 404 }));
    const { result } = renderHook(() => usePagePresence({ pageId: 'page-gone', domainId: 'default' }));
    await vi.waitFor(() => expect(calls('page/presence')).toHaveLength(1));
    expect(result.current).toEqual([]);
  });
});
