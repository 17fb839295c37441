import 'server-only';
import crypto from 'node:crypto';
import { StoreError, type Store } from '@/lib/db/port';
import { errorFields, log } from '@/lib/log';

/**
 * A lease in the store: when several servers share one store, only the holder of a job's lease runs it.
 * A lease lasts `ttlMs`; its holder renews it by acquiring again, and once it lapses (the holder stopped or
 * hung) any server may take it. Taking a lease is one conditional write, so two servers never both win.
 */
export type Lease = { _id: string; holder: string; expiresAt: number };

/** This server process: a lease taken here is renewed only from here. */
export const serverId = `${process.pid}-${crypto.randomUUID()}`;

export async function acquireLease(store: Store, name: string, ttlMs: number, now = Date.now(), holder = serverId): Promise<boolean> {
  const leases = store.collection<Lease>('leases');
  const taken = await leases.update({ _id: name, $or: [{ holder }, { expiresAt: { $lte: now } }] }, { $set: { holder, expiresAt: now + ttlMs } });
  if (taken > 0) return true;
  try {
    await leases.insert({ _id: name, holder, expiresAt: now + ttlMs });
    return true;
  } catch (error) {
    // Another server holds it (the document exists and is not ours nor lapsed).
    if (error instanceof StoreError && error.code === 'duplicate') return false;
    throw error;
  }
}

/** Gives a lease up at once (on a graceful stop), so another server need not wait for it to lapse. */
export async function releaseLease(store: Store, name: string, holder = serverId): Promise<void> {
  await store.collection<Lease>('leases').delete({ _id: name, holder });
}

type JobOptions = {
  name: string;
  /** How often to try. */
  intervalMs: number;
  /** How long a lease taken for one run lasts (longer than a run takes). */
  leaseMs: number;
  /** One run; what it answers (how much it did) goes into the job's log line, and an empty answer writes none. */
  run: (store: Store, now: Date) => Promise<unknown>;
  getStore: () => Promise<Store>;
};

const timers = new Map<string, ReturnType<typeof setInterval>>();
/** Runs under way in this process, so that stopping can wait for them. */
const runs = new Set<Promise<void>>();

type Registry = typeof globalThis & { __leasedJobs?: Map<string, ReturnType<typeof setInterval>>; __leasedJobRuns?: Set<Promise<void>> };

/**
 * Runs `run` every `intervalMs` on the one server holding the job's lease; one run at a time per process.
 * Errors are logged as one line and the next tick tries again. Starting a job twice in a process does nothing.
 */
export function startLeasedJob({ name, intervalMs, leaseMs, run, getStore }: JobOptions): void {
  const registry = globalThis as Registry;
  const jobs = (registry.__leasedJobs ??= timers);
  const underWay = (registry.__leasedJobRuns ??= runs);
  if (jobs.has(name)) return;
  let running = false;
  const tick = async () => {
    if (running || !jobs.has(name)) return;
    running = true;
    const started = Date.now();
    try {
      const store = await getStore();
      if (await acquireLease(store, `job:${name}`, leaseMs)) {
        const did = await run(store, new Date());
        if (didSomething(did)) logJob(name, 'ran', started, undefined, did);
      }
    } catch (error) {
      logJob(name, 'failed', started, error);
    } finally {
      running = false;
    }
  };
  const track = () => {
    const current = tick();
    underWay.add(current);
    void current.finally(() => underWay.delete(current));
  };
  const timer = setInterval(track, intervalMs);
  timer.unref();
  jobs.set(name, timer);
  track();
}

/** Stops every job from starting another run, and settles once the runs under way have finished. */
export async function stopLeasedJobs(): Promise<void> {
  const registry = globalThis as Registry;
  const jobs = registry.__leasedJobs ?? timers;
  for (const timer of jobs.values()) clearInterval(timer);
  jobs.clear();
  await Promise.allSettled([...(registry.__leasedJobRuns ?? runs)]);
}

/** A run that did something: a count above 0, or a report with a non-empty list. Idle runs write no line. */
function didSomething(result: unknown): boolean {
  if (typeof result === 'number') return result > 0;
  if (result && typeof result === 'object') return Object.values(result).some((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value)));
  return false;
}

/** One JSON line per job run that did something or failed. */
function logJob(job: string, outcome: 'ran' | 'failed', started: number, error?: unknown, result?: unknown): void {
  const line = {
    job,
    outcome,
    ms: Date.now() - started,
    ...(result === undefined ? {} : { result }),
    ...(error ? errorFields(error) : {}),
  };
  (outcome === 'failed' ? log.error : log.info)('job', line);
}
