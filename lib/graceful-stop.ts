import 'server-only';
import { closeStore } from '@/lib/db';
import { closeDefaultBuckets } from '@/lib/files/store-buckets';
import { stopLeasedJobs } from '@/lib/jobs/lease';
import { stopDeliveryRetries } from '@/lib/forms/deliveries';
import { removeServerLock } from '@/lib/server-lock';
import { log } from '@/lib/log';

/** The whole stop, from the signal to the process's end, stays under this (orchestrators kill at 10 s or later). */
export const STOP_DEADLINE_MS = 9_500;


/**
 * Stopping on SIGTERM or SIGINT. Next's own handler stops taking connections, waits for the requests in flight and
 * then ends the process; this one, from the same signal, stops the background jobs from starting another run and,
 * when Next is about to end the process, first waits for the job runs under way (scheduled publishing, mail
 * retries, retention), closes the store (the embedded store compacts its files) and its file buckets, and removes
 * the data directory's server note. Whatever is still running at the deadline is cut short, and said so.
 */
export function installGracefulStop(options: { dataDir: string | null }): void {
  const g = globalThis as typeof globalThis & { __gracefulStop?: boolean };
  if (g.__gracefulStop) return;
  g.__gracefulStop = true;
  let signalled = false;

  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = true;
    const started = Date.now();
    log.info('server.stopping', { signal });
    const exit = process.exit.bind(process);
    // Jobs stop starting new runs at once; the store stays open for the requests Next is finishing.
    const jobsDone = Promise.allSettled([stopLeasedJobs(), stopDeliveryRetries()]);
    let ending = false;
    // Next calls process.exit once its server has closed: finish first, then end with Next's code.
    process.exit = ((code?: number | string | null) => {
      if (ending) return;
      ending = true;
      void (async () => {
        await jobsDone;
        await closeStore().catch((error) => logError(`The store did not close cleanly: ${error instanceof Error ? error.message : String(error)}`));
        await closeDefaultBuckets().catch(() => undefined);
        if (options.dataDir) removeServerLock(options.dataDir);
        log.info('server.stopped', { signal, ms: Date.now() - started });
        exit(typeof code === 'number' ? code : 0);
      })();
    }) as typeof process.exit;
    const deadline = setTimeout(() => {
      logError(`Still busy ${STOP_DEADLINE_MS} ms after ${signal}: ending now.`);
      exit(1);
    }, STOP_DEADLINE_MS);
    deadline.unref();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

function logError(message: string): void {
  log.error('server.stop', { message });
}
