// The Trash (lib/content/trash/trash.ts): GET trash/list {domainId}, POST trash/restore {_id, domainId, slug?} and
// POST trash/purge {_id, domainId}. Publishers delete pages, so they see and restore them; only admins delete for good.
import { z } from 'zod';
import { defineCall, type SignedInContext } from '@/lib/api/define-call';
import { domainIdInput, idInput } from '@/lib/api/inputs';
import { listTrash, purgeFromTrash, restoreFromTrash } from '@/lib/content/trash/trash';
import { domainOrThrow } from '@/lib/content/domains/domain-or-throw';
import { slugSchema } from '@/lib/content/schemas';

export const trashCalls = [
  defineCall({
    path: 'trash/list',
    method: 'GET',
    access: 'publisher',
    input: z.object({ domainId: domainIdInput }).strict(),
    async handler({ domainId }, { store }) {
      await domainOrThrow(store, domainId);
      return { entries: await listTrash(store, domainId) };
    },
  }),
  defineCall({
    path: 'trash/restore',
    method: 'POST',
    access: 'publisher',
    input: z.object({ _id: idInput('_id'), domainId: domainIdInput, slug: slugSchema.optional() }).strict(),
    async handler(input, { store, user, now }: SignedInContext) {
      const page = await restoreFromTrash(store, input, user, now);
      return { page: { _id: page._id, slug: page.slug, version: page.version } };
    },
  }),
  defineCall({
    path: 'trash/purge',
    method: 'POST',
    access: 'admin',
    input: z.object({ _id: idInput('_id'), domainId: domainIdInput }).strict(),
    async handler(input, { store, user, now }: SignedInContext) {
      await purgeFromTrash(store, input, user._id, now);
      return { purged: true };
    },
  }),
];
