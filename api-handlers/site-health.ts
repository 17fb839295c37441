// The content-health report (lib/content/health/): GET site/health {domainId} answers the latest report (null before
// the first run); POST site/checkHealth {domainId} starts a run now unless one is under way, and answers the report as
// it stands (state 'running'). Anyone who edits content reads it and may ask for a run.
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { editorAccess } from '@/lib/api/access';
import { domainIdInput } from '@/lib/api/inputs';
import { domainOrThrow } from '@/lib/content/domains/domain-or-throw';
import { claimHealthRun, loadHealthReport, runHealthCheck } from '@/lib/content/health/health-report';
import { log } from '@/lib/log';

export const healthCalls = [
  defineCall({
    path: 'site/health',
    method: 'GET',
    access: editorAccess,
    input: z.object({ domainId: domainIdInput }).strict(),
    async handler({ domainId }, { store }) {
      await domainOrThrow(store, domainId);
      return { report: await loadHealthReport(store, domainId) };
    },
  }),
  defineCall({
    path: 'site/checkHealth',
    method: 'POST',
    access: editorAccess,
    input: z.object({ domainId: domainIdInput }).strict(),
    async handler({ domainId }, { store, now }) {
      await domainOrThrow(store, domainId);
      if (await claimHealthRun(store, domainId, now)) {
        // Checking every page and link takes a while: the run goes on after the answer, which says it is under way.
        void runHealthCheck(store, domainId, now).catch((error: unknown) => log.error('health.run', { domainId, error: String(error) }));
      }
      return { report: await loadHealthReport(store, domainId) };
    },
  }),
];
