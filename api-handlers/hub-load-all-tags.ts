// POST /api/hub/loadAllTags - every published tag category of a domain, values in filter order
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { domainIdInput } from '@/lib/api/inputs';
import { hubDomain, publishedCategories } from '@/lib/hub/query';

export default defineCall({
  path: 'hub/loadAllTags',
  method: 'POST',
  access: 'public',
  input: z.object({ domainId: domainIdInput }),
  async handler({ domainId }, { store, hostname, user }) {
    return publishedCategories(store, await hubDomain(store, domainId, hostname, user));
  },
});
