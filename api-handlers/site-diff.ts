// GET /api/site/diff - what changed in a domain's navigation, footer or site settings since they were published
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { editorAccess } from '@/lib/api/access';
import { domainIdInput } from '@/lib/api/inputs';
import { diffSiteDocument, siteDiffDocuments } from '@/lib/content/site/site-diff';

export default defineCall({
  path: 'site/diff',
  method: 'GET',
  access: editorAccess,
  input: z.object({ domainId: domainIdInput, document: z.enum(siteDiffDocuments, { error: "document must be 'nav', 'footer' or 'settings'" }) }).strict(),
  async handler({ domainId, document }, { store }) {
    return diffSiteDocument(store, domainId, document);
  },
});
