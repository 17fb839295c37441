// Notes on a page's components (lib/content/notes/notes.ts): GET notes/list {pageId, domainId}, POST notes/add
// {pageId, domainId, componentKey, text, replyTo?}, notes/resolve {noteId}, notes/edit {noteId, text} (the author,
// within 15 minutes) and notes/delete {noteId} (admins). Staff who edit pages; never visitors.
import { z } from 'zod';
import { defineCall, type SignedInContext } from '@/lib/api/define-call';
import { editorAccess } from '@/lib/api/access';
import { domainIdInput, idInput } from '@/lib/api/inputs';
import { addNote, deleteNote, editNote, listNotes, NOTE_MAX_LENGTH, resolveNote } from '@/lib/content/notes/notes';

const noteText = z
  .string({ error: 'text must be text' })
  .trim()
  .min(1, 'Write the note first.')
  .max(NOTE_MAX_LENGTH, `A note can be at most ${NOTE_MAX_LENGTH} characters.`);

export const notesCalls = [
  defineCall({
    path: 'notes/list',
    method: 'GET',
    access: editorAccess,
    input: z.object({ pageId: idInput('pageId'), domainId: domainIdInput }).strict(),
    async handler({ pageId, domainId }, { store, user, now }: SignedInContext) {
      return listNotes(store, pageId, domainId, user, now);
    },
  }),
  defineCall({
    path: 'notes/add',
    method: 'POST',
    access: editorAccess,
    input: z.object({ pageId: idInput('pageId'), domainId: domainIdInput, componentKey: idInput('componentKey'), text: noteText, replyTo: idInput('replyTo').optional() }).strict(),
    async handler(input, { store, user, now }: SignedInContext) {
      return { note: await addNote(store, input, user, now) };
    },
  }),
  defineCall({
    path: 'notes/resolve',
    method: 'POST',
    access: editorAccess,
    input: z.object({ noteId: idInput('noteId') }).strict(),
    async handler({ noteId }, { store, user, now }: SignedInContext) {
      await resolveNote(store, noteId, user, now);
      return { resolved: true };
    },
  }),
  defineCall({
    path: 'notes/edit',
    method: 'POST',
    access: editorAccess,
    input: z.object({ noteId: idInput('noteId'), text: noteText }).strict(),
    async handler({ noteId, text }, { store, user, now }: SignedInContext) {
      await editNote(store, noteId, text, user, now);
      return { edited: true };
    },
  }),
  defineCall({
    path: 'notes/delete',
    method: 'POST',
    access: 'admin',
    input: z.object({ noteId: idInput('noteId') }).strict(),
    async handler({ noteId }, { store, user, now }: SignedInContext) {
      await deleteNote(store, noteId, user, now);
      return { deleted: true };
    },
  }),
];
