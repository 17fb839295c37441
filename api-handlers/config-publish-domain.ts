// POST /api/config/publishDomain - makes a domain's published pages visible on its host names (admins)
import { defineCall } from '@/lib/api/define-call';
import { domainTags } from '@/lib/content/domains/domains';
import { DomainRefInput } from '@/lib/content/domains/domains-input';
import { setDomainPublished } from '@/lib/content/domains/domains-publish';

export default defineCall({
  path: 'config/publishDomain',
  method: 'POST',
  access: 'admin',
  input: DomainRefInput,
  async handler({ domain }, { store, user, now, invalidate }) {
    const result = await setDomainPublished(store, domain._id, true, user._id, now);
    if (result.changed) {
      invalidate(domainTags());
    }
    return { domain: result.domain };
  },
});
