// POST /api/content/import - import a content export document into a domain as drafts; answers what was done
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { ImportDocumentSchema, importModes } from '@/lib/content-transfer/format';
import { importContent } from '@/lib/content-transfer/import-content';
import { blockSchemas } from './content-block-schemas';
import { domainIdInput } from '@/lib/api/inputs';

// Admin only: one call can rewrite every page, the navigation and the settings of a site (as drafts).
// The whole request, document included, is subject to the dispatcher's 1 MB body limit.
export default defineCall({
  path: 'content/import',
  method: 'POST',
  access: 'admin',
  input: z.object({
    domainId: domainIdInput,
    mode: z.enum(importModes).default('skip'),
    dryRun: z.boolean().default(false),
    includeSite: z.boolean().default(true),
    document: ImportDocumentSchema,
  }),
  async handler(input, { store, user, now }) {
    return importContent(store, input, { userId: user._id, now, blockSchemas });
  },
});
