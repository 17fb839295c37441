// POST /api/config/saveDomain - creates a domain (no _id: unpublished) or changes its name and host names (admins)
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { domainTags } from '@/lib/content/domains/domains';
import { SavedDomainInput } from '@/lib/content/domains/domains-input';
import { saveDomain } from '@/lib/content/domains/domains-save';

export default defineCall({
  path: 'config/saveDomain',
  method: 'POST',
  access: 'admin',
  input: z.object({ domain: SavedDomainInput }),
  async handler({ domain }, { store, user, now, invalidate }) {
    const saved = await saveDomain(store, domain, user._id, now);
    // Host names may have moved: pages and redirects decide their domain again from the next request.
    invalidate(domainTags());
    return { domain: saved };
  },
});
