// POST /api/page/createPreviewLink - a signed link that shows a page's working copy to reviewers without an account
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { pageCollectionInput } from '@/lib/content/pages/page-collection';
import { getWorkingPageOrThrow } from '@/lib/content/pages/page-or-throw';
import { createPreviewLink } from '@/lib/preview/preview-links';
import { DEFAULT_PREVIEW_LINK_DAYS, PREVIEW_LINK_DAYS, PREVIEW_LINK_PURPOSES } from '@/lib/preview/preview-link-types';
import { editorAccess } from '@/lib/api/access';
import { idInput } from '@/lib/api/inputs';

export default defineCall({
  path: 'page/createPreviewLink',
  method: 'POST',
  access: editorAccess,
  input: z
    .object({
      pageId: idInput('pageId'),
      collection: pageCollectionInput,
      days: z
        .number({ error: 'days must be 1, 7 or 30' })
        .refine((days) => (PREVIEW_LINK_DAYS as readonly number[]).includes(days), 'days must be 1, 7 or 30')
        .default(DEFAULT_PREVIEW_LINK_DAYS),
      /** 'widths': the editor's own short-lived link for its 'Preview widths' frames (days is then ignored). */
      purpose: z.enum(PREVIEW_LINK_PURPOSES, { error: 'purpose must be share or widths' }).default('share'),
    })
    .strict(),
  async handler({ pageId, collection, days, purpose }, { store, user, now }) {
    const page = await getWorkingPageOrThrow(store, pageId, collection);
    return { link: await createPreviewLink(store, page, { days, purpose }, user._id, now) };
  },
});
