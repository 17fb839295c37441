// POST /api/hub/loadFilterTags - the published tag categories a hub offers visitors, in the hub's order
import { defineCall } from '@/lib/api/define-call';
import { loadFilterTagsInput } from '@/lib/hub/inputs';
import { filterCategories, hubDomain } from '@/lib/hub/query';

export default defineCall({
  path: 'hub/loadFilterTags',
  method: 'POST',
  access: 'public',
  input: loadFilterTagsInput,
  async handler({ domainId, sideFilters }, { store, hostname, user }) {
    return filterCategories(store, await hubDomain(store, domainId, hostname, user), sideFilters);
  },
});
