import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingProgress, type LoadingView } from '@/components/layout/loading-progress';

describe('loading bar timing', () => {
  let views: LoadingView[];
  const last = () => views.at(-1);
  beforeEach(() => {
    vi.useFakeTimers();
    views = [];
  });
  afterEach(() => vi.useRealTimers());

  it('never appears for a navigation faster than 200 ms', () => {
    const bar = createLoadingProgress((view) => views.push(view));
    bar.start();
    vi.advanceTimersByTime(150);
    bar.finish();
    vi.advanceTimersByTime(2000);
    expect(views).toEqual([]);
  });

  it('appears after 200 ms, grows, fills on finish and hides 500 ms later', () => {
    const bar = createLoadingProgress((view) => views.push(view));
    bar.start();
    vi.advanceTimersByTime(199);
    expect(views).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last()?.visible).toBe(true);
    const early = last()!.progress;
    vi.advanceTimersByTime(1500);
    expect(last()!.progress).toBeGreaterThan(early);
    expect(last()!.progress).toBeLessThan(100);
    bar.finish();
    expect(last()).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(499);
    expect(last()?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: false, progress: 0 });
  });

  it('finishes on its own after 5000 ms rather than hanging', () => {
    const bar = createLoadingProgress((view) => views.push(view));
    bar.start();
    vi.advanceTimersByTime(4999);
    expect(last()!.progress).toBeLessThan(100);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(500);
    expect(last()?.visible).toBe(false);
  });

  it('stops every timer when disposed', () => {
    const bar = createLoadingProgress((view) => views.push(view));
    bar.start();
    bar.dispose();
    vi.advanceTimersByTime(10000);
    expect(views).toEqual([]);
  });
});
