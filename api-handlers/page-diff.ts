// GET /api/page/diff - what changed on a page between two of its copies: the working copy, the published copy or
// an entry of its history, as data the editor's comparison marks up
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { editorAccess } from '@/lib/api/access';
import { domainIdInput, idInput } from '@/lib/api/inputs';
import { diffPage } from '@/lib/content/pages/page-diff';

/** 'working', 'published' or a version id from `page/versions`. */
const side = (name: string) => idInput(name);

export default defineCall({
  path: 'page/diff',
  method: 'GET',
  access: editorAccess,
  input: z.object({ _id: idInput('_id'), domainId: domainIdInput, from: side('from'), to: side('to') }).strict(),
  async handler({ _id, domainId, from, to }, { store }) {
    return diffPage(store, _id, domainId, from, to);
  },
});
