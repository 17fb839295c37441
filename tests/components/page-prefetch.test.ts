import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../support/fake-api';
import { prefetchPage, slugOfPathname, takePage } from '@/editor/document/page-prefetch';

const page = (slug: string) => ({ _id: `page-${slug}`, slug, domainId: 'default', contents: [] });

/** Answers page/load with the page at the slug asked for ('missing': not found); the addresses asked, as text. */
function answerPages() {
  const { asked } = fakeApi({
    'page/load': (query) => {
      const slug = query.get('slug') ?? '';
      if (slug !== 'missing') return page(slug);
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Page not found' } }), { status: 404, headers: { 'content-type': 'application/json' } });
    },
  });
  return { asked: () => asked.map((url) => `${url.pathname}?${url.searchParams}`) };
}

/** What a promise has settled to so far (null while pending). */
function settled<T>(promise: Promise<T>) {
  let value: T | null = null;
  void promise.then((result) => (value = result));
  return () => value;
}

afterEach(() => vi.unstubAllGlobals());

describe('the working copy asked for while the editor starts', () => {
  it('is handed to the page document once, with no second request; the next load asks again', async () => {
    const { asked } = answerPages();
    prefetchPage('get-help/crisis-line', 'default');
    expect(asked()).toEqual(['/api/page/load?slug=get-help%2Fcrisis-line&domainId=default&collection=pages']);
    await expect(takePage('get-help/crisis-line', 'default')).resolves.toMatchObject({ slug: 'get-help/crisis-line' });
    expect(asked()).toHaveLength(1);
    await takePage('get-help/crisis-line', 'default');
    expect(asked()).toHaveLength(2);
  });

  it('is not used for another page or domain, and its refusal reaches whoever takes it', async () => {
    const { asked } = answerPages();
    prefetchPage('about', 'default');
    await expect(takePage('about', 'second')).resolves.toMatchObject({ slug: 'about' });
    expect(asked()).toHaveLength(2);
    prefetchPage('missing', 'default');
    await expect(takePage('missing', 'default')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('is applied 100 ms after the answer arrived, however much later the editor takes it', async () => {
    vi.useFakeTimers();
    try {
      answerPages();
      prefetchPage('about', 'default');
      await vi.advanceTimersByTimeAsync(99);
      const taken = settled(takePage('about', 'default'));
      await vi.advanceTimersByTimeAsync(0);
      expect(taken()).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(taken()).toMatchObject({ slug: 'about' });
      // Asked for only now: 100 ms after its answer.
      const fresh = settled(takePage('about', 'default'));
      await vi.advanceTimersByTimeAsync(99);
      expect(fresh()).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(fresh()).toMatchObject({ slug: 'about' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the page by the address without its leading slash, decoded', () => {
    expect(slugOfPathname('/get-help/crisis-line')).toBe('get-help/crisis-line');
    expect(slugOfPathname('/')).toBe('');
    expect(slugOfPathname('/caf%C3%A9')).toBe('café');
  });
});
