// POST /api/tags/filterListSelected - up to 3 published pages for featured content: selected ones, then by tags
import { defineCall } from '@/lib/api/define-call';
import { filterListSelectedInput } from '@/lib/hub/inputs';
import { filterListSelected, hubDomain } from '@/lib/hub/query';

export default defineCall({
  path: 'tags/filterListSelected',
  method: 'POST',
  access: 'public',
  input: filterListSelectedInput,
  async handler({ domainId, tagFilters, currentPageId }, { store, hostname, user }) {
    return filterListSelected(store, await hubDomain(store, domainId, hostname, user), tagFilters, currentPageId);
  },
});
