import 'server-only';
import crypto from 'node:crypto';
import { StoreError, type Store } from '@/lib/db/port';

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
  run: (store: Store, now: Date) => Promise<void>;
  getStore: () => Promise<Store>;
};

const timers = new Map<string, ReturnType<typeof setInterval>>();

/**
 * Runs `run` every `intervalMs` on the one server holding the job's lease; one run at a time per process.
 * Errors are logged as one line and the next tick tries again. Starting a job twice in a process does nothing.
 */
export function startLeasedJob({ name, intervalMs, leaseMs, run, getStore }: JobOptions): void {
  const registry = globalThis as typeof globalThis & { __leasedJobs?: Map<string, ReturnType<typeof setInterval>> };
  const jobs = (registry.__leasedJobs ??= timers);
  if (jobs.has(name)) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const store = await getStore();
      if (await acquireLease(store, `job:${name}`, leaseMs)) await run(store, new Date());
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', job: name, message: error instanceof Error ? error.message : String(error) }));
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  jobs.set(name, timer);
  void tick();
}

export function stopLeasedJobs(): void {
  const registry = globalThis as typeof globalThis & { __leasedJobs?: Map<string, ReturnType<typeof setInterval>> };
  for (const timer of (registry.__leasedJobs ?? timers).values()) clearInterval(timer);
  (registry.__leasedJobs ?? timers).clear();
}
