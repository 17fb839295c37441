// GET /api/forms/getSubmissions - one page of a domain's form submissions, newest first (admin and forms role)
import { defineCall } from '@/lib/api/define-call';
import { domainIdFor } from '@/lib/content/domains/domain-serving';
import { submissionsPageInput } from '@/lib/forms/submissions-filters';
import { recordViews } from '@/lib/forms/submission-access';
import { auditSubmissionsAccess, listSubmissions } from '@/lib/forms/submissions-query';

export default defineCall({
  path: 'forms/getSubmissions',
  method: 'GET',
  leavesTrace: true,
  access: 'forms',
  input: submissionsPageInput,
  async handler(input, { store, user, now, hostname }) {
    const { limit, page, ...given } = input;
    const filters = { ...given, domainId: await domainIdFor(store, hostname, given.domainId) };
    const answer = await listSubmissions(store, filters, { limit, page });
    await auditSubmissionsAccess(store, 'forms.read', {
      userId: user._id,
      at: now.toISOString(),
      filters: { ...input, domainId: filters.domainId },
      count: answer.formSubmissions.length,
      total: answer.total,
    });
    await recordViews(store, filters.domainId, answer.formSubmissions, { user, at: now.toISOString() });
    return answer;
  },
});
