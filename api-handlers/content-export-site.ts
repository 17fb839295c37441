// GET /api/content/exportSite?domainId - a whole site (pages, navigation, footer, settings) as a content export file
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { downloadResponse, exportFileName } from '@/lib/content-transfer/download';
import { exportSite } from '@/lib/content-transfer/export-content';
import { domainIdInput } from '@/lib/api/inputs';

// Admin only: taking a whole site away is a domain-level act, like creating or publishing a domain.
export default defineCall({
  path: 'content/exportSite',
  method: 'GET',
  access: 'admin',
  input: z.object({ domainId: domainIdInput }),
  async handler({ domainId }, { store, user, now }) {
    const { document, domain } = await exportSite(store, domainId, { userId: user._id, now });
    return downloadResponse(document, exportFileName(domain.name, 'site', document.exportedAt));
  },
});
