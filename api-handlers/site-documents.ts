// The navigation and the footer of a domain (SPEC.md §7): GET site/loadNav?domainId, POST site/saveNav {nav},
// POST site/publishNav {nav} (saves first, then publishes), and the same three for the footer. The object sent
// back carries its domainId and the version it was loaded at: a stale save answers 409 and changes nothing.
import { z } from 'zod';
import { defineCall, type SignedInContext } from '@/lib/api/define-call';
import { loadSiteDocument, siteDocumentKinds, writeSiteDocument, type SiteDocumentKind } from '@/lib/content/site/site-documents';
import { editorAccess } from '@/lib/api/access';
import { domainIdInput, versionInput } from '@/lib/api/inputs';

const domainId = domainIdInput;
const version = versionInput;

function callsFor<K extends SiteDocumentKind, N extends 'Nav' | 'Footer'>(kind: K, name: N) {
  const edited = siteDocumentKinds[kind].schema.extend({ domainId, version });
  const input = z.object({ [kind]: edited } as Record<K, typeof edited>);
  const write = (publish: boolean) =>
    async function handler(body: z.infer<typeof input>, { store, user, now, invalidate }: SignedInContext) {
      const { domainId: id, version: at, ...value } = (body as Record<string, z.infer<typeof edited>>)[kind];
      const result = await writeSiteDocument(store, { kind, domainId: id, value: value as never, version: at, userId: user._id, now, publish });
      invalidate(result.invalidate);
      return { [kind]: result.state };
    };
  return [
    defineCall({
      path: `site/load${name}`,
      method: 'GET',
      access: editorAccess,
      input: z.object({ domainId }),
      async handler({ domainId: id }, { store }) {
        return { [kind]: await loadSiteDocument(store, kind, id) };
      },
    }),
    defineCall({ path: `site/save${name}`, method: 'POST', access: editorAccess, input, handler: write(false) }),
    defineCall({ path: `site/publish${name}`, method: 'POST', access: 'publisher', input, handler: write(true) }),
  ];
}

export const navCalls = callsFor('nav', 'Nav');
export const footerCalls = callsFor('footer', 'Footer');
