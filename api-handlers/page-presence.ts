// POST /api/page/presence - heartbeat of an editor who has a page open; answers the others who have it open
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { touchPresence } from '@/lib/content/pages/presence';
import { editorAccess } from '@/lib/api/access';
import { domainIdInput, idInput } from '@/lib/api/inputs';

export default defineCall({
  path: 'page/presence',
  method: 'POST',
  access: editorAccess,
  input: z.object({ pageId: idInput('pageId'), domainId: domainIdInput }),
  async handler({ pageId, domainId }, { store, user, now }) {
    return { editors: await touchPresence(store, { pageId, domainId, user, now }) };
  },
});
