// GET /api/forms/generateCSV - every submission matching the filters (up to 5000, newest first) for the browser's CSV file
import { defineCall } from '@/lib/api/define-call';
import { domainIdFor } from '@/lib/content/domains/domain-serving';
import { submissionFiltersInput } from '@/lib/forms/submissions-filters';
import { recordExport } from '@/lib/forms/submission-access';
import { auditSubmissionsAccess, exportSubmissions } from '@/lib/forms/submissions-query';

export default defineCall({
  path: 'forms/generateCSV',
  method: 'GET',
  leavesTrace: true,
  access: 'forms',
  input: submissionFiltersInput,
  async handler(given, { store, user, now, hostname }) {
    const filters = { ...given, domainId: await domainIdFor(store, hostname, given.domainId) };
    const answer = await exportSubmissions(store, filters);
    await auditSubmissionsAccess(store, 'forms.export', { userId: user._id, at: now.toISOString(), filters, count: answer.rows.length, total: answer.total });
    await recordExport(store, filters, answer.rows.length, { user, at: now.toISOString() });
    return answer;
  },
});
