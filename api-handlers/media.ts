// The media library (lib/media/media-library.ts): GET media/list {kind, search, unused, missingAlt, page, size},
// GET media/usage {kind, _id}, GET media/revisions {ids} (the editor's canvas shows replaced pictures as visitors do), POST media/update {kind, _id, alt?, name?}, POST media/replace (multipart: kind, _id,
// file) and POST media/delete {kind, _id, confirm}. Everyone who edits lists files and describes them; replacing or
// deleting changes what visitors see at once, so it is for publishers and admins.
import { z } from 'zod';
import { defineCall, type SignedInContext } from '@/lib/api/define-call';
import { editorAccess } from '@/lib/api/access';
import { idInput, pagingInput } from '@/lib/api/inputs';
import { MAX_UPLOADS_PAGE_SIZE, UPLOADS_PAGE_SIZE } from '@/lib/files/list-uploads';
import { uploadMessages } from '@/lib/images/upload-rules';
import { imageRevisionsOf } from '@/lib/images/image-revisions';
import { deleteMedia, listMedia, loadMediaItem, replaceMedia, updateMedia } from '@/lib/media/media-library';

const kind = z.enum(['image', 'document'], { error: "kind must be 'image' or 'document'" });
const flag = z.stringbool({ error: 'must be true or false' }).default(false);

export const mediaCalls = [
  defineCall({
    path: 'media/list',
    method: 'GET',
    access: editorAccess,
    input: z
      .object({
        kind: z.enum(['all', 'image', 'document'], { error: "kind must be 'all', 'image' or 'document'" }).default('all'),
        search: z.string().max(200, 'search must be at most 200 characters').default(''),
        unused: flag,
        missingAlt: flag,
        uses: z.stringbool({ error: 'uses must be true or false' }).default(true),
        ...pagingInput('size', { max: MAX_UPLOADS_PAGE_SIZE, fallback: UPLOADS_PAGE_SIZE }),
      })
      .strict(),
    async handler(query, { store }) {
      return listMedia(store, query);
    },
  }),
  defineCall({
    path: 'media/revisions',
    method: 'GET',
    access: editorAccess,
    input: z
      .object({
        ids: z
          .string({ error: 'ids must be image ids separated by commas' })
          .max(10_000, 'ids must be at most 10000 characters')
          .transform((value) => value.split(',').filter(Boolean))
          .refine((ids) => ids.length <= 400, 'Ask for at most 400 images at once.'),
      })
      .strict(),
    async handler({ ids }, { store }) {
      return { revisions: await imageRevisionsOf(store, ids) };
    },
  }),
  defineCall({
    path: 'media/usage',
    method: 'GET',
    access: editorAccess,
    input: z.object({ kind, _id: idInput('_id') }).strict(),
    async handler({ kind: which, _id }, { store }) {
      return { item: await loadMediaItem(store, which, _id) };
    },
  }),
  defineCall({
    path: 'media/update',
    method: 'POST',
    access: editorAccess,
    input: z
      .object({
        kind,
        _id: idInput('_id'),
        alt: z.string({ error: 'alt must be text' }).trim().max(300, 'Alternative text can be at most 300 characters.').optional(),
        name: z.string({ error: 'name must be text' }).trim().min(1, 'A name cannot be empty.').max(120, 'A name can be at most 120 characters.').optional(),
      })
      .strict(),
    async handler(input, { store, user, now }: SignedInContext) {
      return { item: await updateMedia(store, input, user._id, now) };
    },
  }),
  defineCall({
    path: 'media/replace',
    method: 'POST',
    body: 'multipart',
    access: 'publisher',
    input: z.object({ kind, _id: idInput('_id'), file: z.instanceof(File, { message: uploadMessages.missing }) }),
    async handler(input, { store, user, now, invalidate }: SignedInContext) {
      const { item, invalidate: tags } = await replaceMedia(store, input, user._id, now);
      invalidate(tags);
      return { item };
    },
  }),
  defineCall({
    path: 'media/delete',
    method: 'POST',
    access: 'publisher',
    input: z.object({ kind, _id: idInput('_id'), confirm: z.boolean({ error: 'confirm must be true or false' }).default(false) }).strict(),
    async handler(input, { store, user, now, invalidate }: SignedInContext) {
      const { invalidate: tags } = await deleteMedia(store, input, user._id, now);
      invalidate(tags);
      return { deleted: true };
    },
  }),
];
