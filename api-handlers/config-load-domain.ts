// GET /api/config/loadDomain - the domain serving a host name (as visitors get it) and every domain, by name
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { loadDomainFor } from '@/lib/content/domains/domains';
import { HostnameInput } from '@/lib/content/domains/domains-input';

export default defineCall({
  path: 'config/loadDomain',
  method: 'GET',
  access: 'signedIn',
  input: z.object({ hostname: HostnameInput }).strict(),
  async handler({ hostname }, { store }) {
    return loadDomainFor(store, hostname);
  },
});
