// POST /api/config/unpublishDomain - visitors of a domain's host names get 'not found' again (admins; not the default domain)
import { defineCall } from '@/lib/api/define-call';
import { domainTags } from '@/lib/content/domains/domains';
import { DomainRefInput } from '@/lib/content/domains/domains-input';
import { setDomainPublished } from '@/lib/content/domains/domains-publish';

export default defineCall({
  path: 'config/unpublishDomain',
  method: 'POST',
  access: 'admin',
  input: DomainRefInput,
  async handler({ domain }, { store, user, now, invalidate }) {
    const result = await setDomainPublished(store, domain._id, false, user._id, now);
    if (result.changed) {
      invalidate(domainTags());
    }
    return { domain: result.domain };
  },
});
