// POST /api/config/swapActiveDomain - moves a host name to a published domain from the one serving it now (admins)
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { domainTags } from '@/lib/content/domains/domains';
import { DomainRefInput, HostnameInput } from '@/lib/content/domains/domains-input';
import { swapActiveDomain } from '@/lib/content/domains/domains-swap';

export default defineCall({
  path: 'config/swapActiveDomain',
  method: 'POST',
  access: 'admin',
  input: DomainRefInput.extend({ hostname: HostnameInput }),
  async handler({ domain, hostname }, { store, user, now, invalidate }) {
    const { newDomain, oldDomain, changed } = await swapActiveDomain(store, domain._id, hostname, user._id, now);
    if (changed) {
      invalidate(domainTags());
    }
    return { newDomain, oldDomain };
  },
});
