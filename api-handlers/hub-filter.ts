// POST /api/hub/filter - one page (9 cards) of a domain's published pages matching a hub's filters
import { defineCall } from '@/lib/api/define-call';
import { hubFilterInput } from '@/lib/hub/inputs';
import { filterHub, hubDomain } from '@/lib/hub/query';

export default defineCall({
  path: 'hub/filter',
  method: 'POST',
  access: 'public',
  input: hubFilterInput,
  async handler(input, { store, hostname, user }) {
    return filterHub(store, { ...input, domainId: await hubDomain(store, input.domainId, hostname, user) });
  },
});
