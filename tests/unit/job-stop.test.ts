// Stopping the background jobs waits for a run under way and starts no other; each run that did something or failed
// writes one JSON log line.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLeasedJob, stopLeasedJobs } from '@/lib/jobs/lease';
import type { Store } from '@/lib/db/port';
import { openTestStore, type TestStore } from '../support/test-store';

let opened: TestStore;
let store: Store;
beforeAll(async () => {
  opened = await openTestStore('site-jobs-');
  store = opened.store;
});
afterAll(() => opened.dispose());
afterEach(async () => {
  await stopLeasedJobs();
  vi.restoreAllMocks();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopLeasedJobs', () => {
  it('settles only once the run under way has finished, and no run starts after it', async () => {
    const events: string[] = [];
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    startLeasedJob({
      name: 'slow-job',
      intervalMs: 20,
      leaseMs: 5000,
      getStore: async () => store,
      run: async () => {
        events.push('start');
        await wait(200);
        events.push('end');
        return 1;
      },
    });
    await vi.waitFor(() => expect(events).toEqual(['start']));
    await stopLeasedJobs();
    expect(events).toEqual(['start', 'end']);
    await wait(100);
    expect(events).toEqual(['start', 'end']);
  });

  it('writes one JSON line for a run that did something or failed, and none for an idle one', async () => {
    const info = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers: (() => Promise<unknown>)[] = [async () => ({ done: [], failed: [] }), async () => ({ done: ['page-1'], failed: [] }), async () => Promise.reject(new Error('store went away'))];
    let run = 0;
    startLeasedJob({ name: 'logged-job', intervalMs: 10, leaseMs: 5000, getStore: async () => store, run: () => (answers[run++] ?? (async () => 0))() });
    await vi.waitFor(() => expect(run).toBeGreaterThanOrEqual(4));
    await stopLeasedJobs();
    const lines = [...info.mock.calls, ...errors.mock.calls].map(([line]) => JSON.parse(String(line)));
    expect(lines.map((l) => [l.event, l.job, l.outcome])).toEqual([
      ['job', 'logged-job', 'ran'],
      ['job', 'logged-job', 'failed'],
    ]);
    expect(lines[0].result).toEqual({ done: ['page-1'], failed: [] });
    expect(lines[1]).toMatchObject({ level: 'error', message: 'store went away' });
  });
});
