import 'server-only';
import { ConfigError, env } from '@/lib/config/env';
import { getStore } from '@/lib/db';
import { seedSite } from '@/lib/seed/seed-site';
import { RETRY_SWEEP_MS, startDeliveryRetries } from '@/lib/forms/deliveries';
import { jobInterval } from '@/lib/jobs/interval';
import { RETENTION_CHECK_MS, RETENTION_JOB, RETENTION_LEASE_MS, runRetention } from '@/lib/forms/retention';
import { startLeasedJob } from '@/lib/jobs/lease';
import { HEALTH_CHECK_MS, HEALTH_JOB, HEALTH_LEASE_MS, runHealthJob } from '@/lib/content/health/health-report';
import { purgeExpiredTrash, TRASH_CHECK_MS, TRASH_JOB, TRASH_LEASE_MS } from '@/lib/content/trash/trash';
import { backfillListing } from '@/lib/hub/backfill';
import { startScheduledPublishing } from '@/lib/content/pages/scheduled-publishing';
import path from 'node:path';
import { writeServerLock } from '@/lib/server-lock';
import { installGracefulStop } from '@/lib/graceful-stop';
import { installPeerAddress } from '@/lib/api/client-address';
import { installPageCacheHandler } from '@/lib/cache/next-cache-config';

/** Server start: check the configuration, open the store, seed an empty one. */
export async function startServer(): Promise<void> {
  // Before Next handles a request: rendered pages go through our page cache handler (lib/cache/next-cache-config.ts).
  installPageCacheHandler();
  // Before Next handles a request: the per-address limits take the client from the socket (and trusted proxies).
  installPeerAddress();
  let config;
  try {
    config = env();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Next only logs a failing hook and serves anyway: a misconfigured site must not start.
    console.error(error.message);
    process.exit(1);
  }
  if (config.SITE_URL.startsWith('https:') && process.env.SITE_HTTPS_AT_BUILD !== '1') {
    console.warn(
      'SITE_URL is https, but the site was built without it, so no Strict-Transport-Security header is sent. Build with SITE_URL set (deploy/README.md).',
    );
  }
  const store = await getStore();
  const result = await seedSite(store, config, (line) => console.log(line));
  if (result.seeded) console.log(`Seeded the demo sites into the ${store.kind} store.`);
  const listed = await backfillListing(store);
  if (listed) console.log(`Gave ${listed} published pages their hub sort keys.`);
  // Form emails and CRM leads that could not be sent at once (or whose server stopped) are retried from the store.
  startDeliveryRetries(jobInterval('FORM_DELIVERY_RETRY_MS', RETRY_SWEEP_MS));
  // Scheduled publishes and unpublishes (page/schedule), run by whichever server holds the job's lease.
  startScheduledPublishing(getStore);
  // Submissions past their form's retention period are deleted once a day, by one server.
  startLeasedJob({ name: RETENTION_JOB, intervalMs: RETENTION_CHECK_MS, leaseMs: RETENTION_LEASE_MS, run: (s, now) => runRetention(s, now), getStore });
  // Deleted pages older than their site's 'Keep deleted pages' days leave the Trash for good.
  startLeasedJob({ name: TRASH_JOB, intervalMs: jobInterval('TRASH_CHECK_MS', TRASH_CHECK_MS), leaseMs: TRASH_LEASE_MS, run: purgeExpiredTrash, getStore });
  // The content-health report of every domain, daily (and its weekly digest to admins).
  startLeasedJob({ name: HEALTH_JOB, intervalMs: jobInterval('HEALTH_CHECK_MS', HEALTH_CHECK_MS), leaseMs: HEALTH_LEASE_MS, run: (s, now) => runHealthJob(s, now), getStore });
  // npm run backup finds the running server through this note rather than opening its data directory too.
  const dataDir = store.kind === 'embedded' ? path.resolve(/*turbopackIgnore: true*/ config.DATA_DIR) : null;
  if (dataDir) writeServerLock(dataDir, Number(process.env.PORT) || 3000);
  // SIGTERM: requests in flight and job runs finish, the store is closed and the note removed, within 10 s.
  installGracefulStop({ dataDir });
  console.log(`${STORE_READY} (${store.kind}${store.kind === 'embedded' ? `, ${config.DATA_DIR}` : ''})`);
}

/** Printed once the store is open and seeded; `npm start` waits for it before saying how to sign in. */
export const STORE_READY = 'Store ready';
