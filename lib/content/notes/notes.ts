import 'server-only';
import crypto from 'node:crypto';
import type { Store } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { hasRole, type AuthUser } from '@/lib/auth/roles';
import { recordAudit } from '@/lib/audit/audit-log';
import { PAGE_NOT_FOUND_MESSAGE, parseStoredPage } from '../pages/page-or-throw';
import type { Page } from '../schemas';
import { componentsByKey } from '../document-diff';
import { userNames } from '../pages/list-page-versions';

/**
 * Notes staff leave on a page's components (collection `notes`): a thread is a note and its replies, pinned to a
 * component by its key, so it follows the component wherever it moves and outlives it when it is deleted. Notes
 * live apart from the page: nothing of them is ever in a published copy, a visitor's page or an export.
 */
export const NOTE_MAX_LENGTH = 2000;
/** How long an author may still change what they wrote. */
export const NOTE_EDIT_MINUTES = 15;

export const NOTE_NOT_FOUND = 'Note not found.';
export const COMPONENT_NOT_SAVED = 'This component is not in the saved page: save the page first, then add the note.';
export const NOTE_EDIT_CLOSED = `A note can be changed by its author for ${NOTE_EDIT_MINUTES} minutes after it was written.`;
export const NOTE_NOT_YOURS = 'Only the author of a note can change it.';

export type StoredNote = {
  _id: string;
  pageId: string;
  domainId: string;
  componentKey: string;
  text: string;
  authorId: string;
  createdAt: string;
  editedAt: string | null;
  /** The first note of the thread this one answers; null for a thread's first note. */
  replyTo: string | null;
  /** On a thread's first note: the thread is resolved (replies carry false). */
  resolved: boolean;
  resolvedBy: string | null;
  resolvedAt: string | null;
};

/** A note as the editor shows it: who wrote it, whether its component is still on the page, what you may do. */
export type NoteView = Omit<StoredNote, 'domainId' | 'resolvedBy'> & {
  authorName: string;
  resolvedByName: string | null;
  /** Its component is no longer on the page (the working copy as last saved). */
  onRemovedComponent: boolean;
  mayEdit: boolean;
  mayDelete: boolean;
};

/** Every component key on a page, at every depth. */
export const componentKeysOf = (page: Pick<Page, 'contents'>): Set<string> => new Set(componentsByKey(page.contents, 'contents').keys());

async function workingPageOrThrow(store: Store, pageId: string, domainId: string): Promise<Page> {
  const doc = await store.collection('pages').findOne({ _id: pageId, domainId });
  if (!doc) throw new AppError('not_found', PAGE_NOT_FOUND_MESSAGE);
  return parseStoredPage(doc);
}

async function noteOrThrow(store: Store, noteId: string): Promise<StoredNote> {
  const note = await store.collection<StoredNote>('notes').findOne({ _id: noteId });
  if (!note) throw new AppError('not_found', NOTE_NOT_FOUND);
  return note;
}

const mayStillEdit = (note: StoredNote, user: AuthUser, now: Date) =>
  note.authorId === user._id && now.getTime() - Date.parse(note.createdAt) < NOTE_EDIT_MINUTES * 60_000;

/** A page's notes, oldest first (threads and their replies), for staff who edit. 404 for an unknown page. */
export async function listNotes(store: Store, pageId: string, domainId: string, user: AuthUser, now: Date): Promise<{ notes: NoteView[]; open: number }> {
  const page = await workingPageOrThrow(store, pageId, domainId);
  const stored = await store.collection<StoredNote>('notes').find({ pageId, domainId }, { sort: { createdAt: 1 } });
  const keys = componentKeysOf(page);
  const names = await userNames(store, stored.flatMap((note) => [note.authorId, note.resolvedBy]));
  const notes = stored.map(({ domainId: _domain, resolvedBy, ...note }) => ({
    ...note,
    authorName: names.get(note.authorId) ?? '',
    resolvedByName: resolvedBy ? (names.get(resolvedBy) ?? '') : null,
    onRemovedComponent: !keys.has(note.componentKey),
    mayEdit: mayStillEdit({ ...note, domainId, resolvedBy }, user, now),
    mayDelete: hasRole(user, 'admin'),
  }));
  return { notes, open: stored.filter((note) => note.replyTo === null && !note.resolved).length };
}

type AddInput = { pageId: string; domainId: string; componentKey: string; text: string; replyTo?: string };

/**
 * A new note on a component of the saved page, or a reply in a thread (which stays on the thread's component, and
 * opens it again if it was resolved). 404 for an unknown page or thread; 400 for a component the saved page lacks.
 */
export async function addNote(store: Store, input: AddInput, user: AuthUser, now: Date): Promise<StoredNote> {
  const page = await workingPageOrThrow(store, input.pageId, input.domainId);
  let componentKey = input.componentKey;
  let replyTo: string | null = null;
  if (input.replyTo) {
    const answered = await noteOrThrow(store, input.replyTo);
    if (answered.pageId !== input.pageId || answered.domainId !== input.domainId) throw new AppError('not_found', NOTE_NOT_FOUND);
    replyTo = answered.replyTo ?? answered._id;
    componentKey = answered.componentKey;
  } else if (!componentKeysOf(page).has(componentKey)) {
    throw new AppError('invalid_input', COMPONENT_NOT_SAVED, { componentKey: COMPONENT_NOT_SAVED });
  }
  const at = now.toISOString();
  const note: StoredNote = {
    _id: crypto.randomUUID(),
    pageId: input.pageId,
    domainId: input.domainId,
    componentKey,
    text: input.text,
    authorId: user._id,
    createdAt: at,
    editedAt: null,
    replyTo,
    resolved: false,
    resolvedBy: null,
    resolvedAt: null,
  };
  await store.collection<StoredNote>('notes').insert(note);
  // A reply to a resolved thread means it is not settled after all.
  if (replyTo) await store.collection('notes').update({ _id: replyTo, resolved: true }, { $set: { resolved: false, resolvedBy: null, resolvedAt: null } });
  await recordAudit(store, { action: 'note.add', target: input.pageId, userId: user._id, at, domainId: input.domainId, noteId: note._id, componentKey, replyTo });
  return note;
}

/** Resolves a note's thread (its first note; a reply resolves the thread it is in). 404 for an unknown note. */
export async function resolveNote(store: Store, noteId: string, user: AuthUser, now: Date): Promise<void> {
  const note = await noteOrThrow(store, noteId);
  const threadId = note.replyTo ?? note._id;
  const at = now.toISOString();
  await store.collection('notes').update({ _id: threadId }, { $set: { resolved: true, resolvedBy: user._id, resolvedAt: at } });
  await recordAudit(store, { action: 'note.resolve', target: note.pageId, userId: user._id, at, domainId: note.domainId, noteId: threadId });
}

/** Changes a note's words: only its author, only within the first minutes. */
export async function editNote(store: Store, noteId: string, text: string, user: AuthUser, now: Date): Promise<void> {
  const note = await noteOrThrow(store, noteId);
  if (note.authorId !== user._id) throw new AppError('forbidden', NOTE_NOT_YOURS);
  if (!mayStillEdit(note, user, now)) throw new AppError('forbidden', NOTE_EDIT_CLOSED);
  const at = now.toISOString();
  await store.collection('notes').update({ _id: noteId }, { $set: { text, editedAt: at } });
  await recordAudit(store, { action: 'note.edit', target: note.pageId, userId: user._id, at, domainId: note.domainId, noteId });
}

/** Deletes a note (admins), and the replies of a thread's first note. */
export async function deleteNote(store: Store, noteId: string, user: AuthUser, now: Date): Promise<void> {
  const note = await noteOrThrow(store, noteId);
  await store.collection('notes').delete({ _id: noteId });
  const replies = note.replyTo === null ? await store.collection('notes').delete({ replyTo: noteId }, { multi: true }) : 0;
  await recordAudit(store, { action: 'note.delete', target: note.pageId, userId: user._id, at: now.toISOString(), domainId: note.domainId, noteId, replies });
}

/** Open threads per page, for the Sitemap tab. */
export async function openNoteCounts(store: Store, pageIds: readonly string[]): Promise<Map<string, number>> {
  if (!pageIds.length) return new Map();
  const open = await store.collection<StoredNote>('notes').find({ pageId: { $in: [...pageIds] }, replyTo: null, resolved: false }, { projection: { pageId: 1 } });
  const counts = new Map<string, number>();
  for (const { pageId } of open) counts.set(pageId, (counts.get(pageId) ?? 0) + 1);
  return counts;
}
