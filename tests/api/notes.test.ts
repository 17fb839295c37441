// notes/list|add|resolve|edit|delete: staff notes on a page's components, threads, the author's 15 minutes, admins'
// deletes, notes that outlive their component, and nothing of them in what visitors or exports get.
import { describe, expect, it, vi, afterEach } from 'vitest';
import { withEditors, type Harness } from '../support/api-harness';

let h: Harness, admin: string, editor: string, formsOnly: string;
withEditors((opened) => ({ h, admin, editor, formsOnly } = opened));

afterEach(() => vi.useRealTimers());

const text = (key: string, value: string) => ({ key, componentType: 'Text', text: value });
const load = async (slug: string) => (await h.call('page/load', { query: { slug, domainId: 'default' }, cookie: admin })).body;
const ok = async (result: Promise<{ status: number; body: any }>) => {
  const answer = await result;
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body;
};
const add = (body: Record<string, unknown>, cookie: string | null = editor) => h.call('notes/add', { body: { domainId: 'default', ...body }, cookie: cookie ?? undefined });
const list = (pageId: string, cookie: string | null = editor) => h.call('notes/list', { query: { pageId, domainId: 'default' }, cookie: cookie ?? undefined });

/** A page of its own with two texts, saved. */
async function notedPage(slug: string) {
  const about = await load('about');
  return ok(h.call('page/save', { body: { page: { ...about, _id: `page-${slug}`, slug, version: 0, contents: [text('helpline', 'Call 1800 000 000'), text('hours', 'Open 9 to 5')] } }, cookie: admin }));
}

describe('notes', () => {
  it('adds a note to a component and a reply in its thread; lists them with who and when', async () => {
    const page = await notedPage('notes-thread');
    const { note } = await ok(add({ pageId: page._id, componentKey: 'helpline', text: 'Is this still the right number?' }));
    expect(note).toMatchObject({ componentKey: 'helpline', replyTo: null, resolved: false });
    const { note: reply } = await ok(add({ pageId: page._id, componentKey: 'ignored', text: 'Yes, checked today.', replyTo: note._id }, admin));
    // A reply stays on its thread's component, whatever it names.
    expect(reply).toMatchObject({ componentKey: 'helpline', replyTo: note._id });
    // A reply to a reply joins the same thread.
    const { note: third } = await ok(add({ pageId: page._id, componentKey: 'helpline', text: 'Thanks', replyTo: reply._id }));
    expect(third.replyTo).toBe(note._id);

    const body = await ok(list(page._id));
    expect(body.open).toBe(1);
    expect(body.notes.map((n: any) => [n.text, n.authorName, n.replyTo, n.onRemovedComponent])).toEqual([
      ['Is this still the right number?', 'eddie', null, false],
      ['Yes, checked today.', 'Site Administrator', note._id, false],
      ['Thanks', 'eddie', note._id, false],
    ]);
    expect(body.notes[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await h.store.collection('auditLog').count({ action: 'note.add', target: page._id })).toBe(3);
  });

  it('resolves a thread; a later reply opens it again; the count of open threads follows', async () => {
    const page = await notedPage('notes-resolve');
    const { note } = await ok(add({ pageId: page._id, componentKey: 'hours', text: 'Hours changed in March' }));
    await ok(h.call('notes/resolve', { body: { noteId: note._id }, cookie: admin }));
    let body = await ok(list(page._id));
    expect(body.open).toBe(0);
    expect(body.notes[0]).toMatchObject({ resolved: true, resolvedByName: 'Site Administrator' });
    expect(await h.store.collection('auditLog').count({ action: 'note.resolve', target: page._id })).toBe(1);
    await ok(add({ pageId: page._id, componentKey: 'hours', text: 'Not quite: weekends too', replyTo: note._id }));
    body = await ok(list(page._id));
    expect(body.open).toBe(1);
    expect(body.notes[0]).toMatchObject({ resolved: false, resolvedByName: null });
  });

  it('keeps notes whose component was deleted, and says so; they follow a component that moved', async () => {
    const page = await notedPage('notes-removed');
    await ok(add({ pageId: page._id, componentKey: 'helpline', text: 'Old number?' }));
    await ok(add({ pageId: page._id, componentKey: 'hours', text: 'Fine' }));
    await ok(h.call('page/save', { body: { page: { ...page, contents: [text('hours', 'Open 9 to 5'), text('new', 'New text')] } }, cookie: admin }));
    const { notes } = await ok(list(page._id));
    expect(notes.map((n: any) => [n.componentKey, n.onRemovedComponent])).toEqual([
      ['helpline', true],
      ['hours', false],
    ]);
  });

  it('refuses a note on a component the saved page lacks (400), and 404 for an unknown page, thread or note', async () => {
    const page = await notedPage('notes-refused');
    const unsaved = await add({ pageId: page._id, componentKey: 'not-saved-yet', text: 'Hello' });
    expect(unsaved.status).toBe(400);
    expect(unsaved.body.error).toMatchObject({ code: 'invalid_input', message: 'This component is not in the saved page: save the page first, then add the note.' });
    expect((await add({ pageId: 'page-nothing', componentKey: 'helpline', text: 'x' })).status).toBe(404);
    expect((await add({ pageId: page._id, componentKey: 'helpline', text: 'x', replyTo: 'note-nothing' })).status).toBe(404);
    const other = await notedPage('notes-other');
    const { note } = await ok(add({ pageId: other._id, componentKey: 'helpline', text: 'On the other page' }));
    expect((await add({ pageId: page._id, componentKey: 'helpline', text: 'x', replyTo: note._id })).status).toBe(404);
    expect((await list('page-nothing')).status).toBe(404);
    expect((await h.call('notes/list', { query: { pageId: page._id, domainId: 'elsewhere' }, cookie: editor })).status).toBe(404);
    for (const path of ['notes/resolve', 'notes/delete']) expect((await h.call(path, { body: { noteId: 'note-nothing' }, cookie: admin })).status).toBe(404);
    expect((await h.call('notes/edit', { body: { noteId: 'note-nothing', text: 'x' }, cookie: admin })).status).toBe(404);
    expect(await h.store.collection('notes').count({ pageId: page._id })).toBe(0);
  });

  it('lets the author change a note for 15 minutes, and nobody else', async () => {
    const page = await notedPage('notes-edit');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    const { note } = await ok(add({ pageId: page._id, componentKey: 'helpline', text: 'Chekc this' }));
    expect((await ok(list(page._id))).notes[0].mayEdit).toBe(true);
    expect((await ok(list(page._id, admin))).notes[0]).toMatchObject({ mayEdit: false, mayDelete: true });
    const byOther = await h.call('notes/edit', { body: { noteId: note._id, text: 'Mine now' }, cookie: admin });
    expect(byOther.status).toBe(403);
    expect(byOther.body.error.code).toBe('forbidden');
    await ok(h.call('notes/edit', { body: { noteId: note._id, text: 'Check this' }, cookie: editor }));
    vi.setSystemTime(new Date('2026-11-28T10:15:01Z'));
    const late = await h.call('notes/edit', { body: { noteId: note._id, text: 'Too late' }, cookie: editor });
    expect(late.status).toBe(403);
    expect(late.body.error.message).toBe('A note can be changed by its author for 15 minutes after it was written.');
    const [stored] = (await ok(list(page._id))).notes;
    expect(stored).toMatchObject({ text: 'Check this', editedAt: '2026-11-28T10:00:00.000Z', mayEdit: false });
  });

  it('lets admins delete a note, a thread with its replies; editors may not', async () => {
    const page = await notedPage('notes-delete');
    const { note } = await ok(add({ pageId: page._id, componentKey: 'helpline', text: 'Thread' }));
    await ok(add({ pageId: page._id, componentKey: 'helpline', text: 'Reply', replyTo: note._id }));
    expect((await h.call('notes/delete', { body: { noteId: note._id }, cookie: editor })).status).toBe(403);
    await ok(h.call('notes/delete', { body: { noteId: note._id }, cookie: admin }));
    expect((await ok(list(page._id))).notes).toEqual([]);
    expect(await h.store.collection('auditLog').count({ action: 'note.delete', target: page._id })).toBe(1);
  });

  it('is for staff who edit: 401 signed out, 403 for forms-only staff', async () => {
    const page = await notedPage('notes-access');
    expect((await list(page._id, null)).status).toBe(401);
    expect((await list(page._id, formsOnly)).status).toBe(403);
    expect((await add({ pageId: page._id, componentKey: 'helpline', text: 'x' }, formsOnly)).status).toBe(403);
    expect((await add({ pageId: page._id, componentKey: 'helpline', text: 'x' }, null)).status).toBe(401);
  });

  it('never reaches visitors: not in the published copy, a page export or the page call', async () => {
    const page = await notedPage('notes-private');
    await ok(add({ pageId: page._id, componentKey: 'helpline', text: 'PRIVATE-NOTE-WORDS' }));
    await ok(h.call('page/publishPage', { body: { page: await load('notes-private') }, cookie: admin }));
    const published = await h.store.collection('publishedPages').findOne({ _id: page._id });
    expect(JSON.stringify(published)).not.toContain('PRIVATE-NOTE-WORDS');
    expect(JSON.stringify((await h.call('page/load', { query: { slug: 'notes-private', domainId: 'default' }, cookie: admin })).body)).not.toContain('PRIVATE-NOTE-WORDS');
    const exported = await h.call('content/exportPage', { query: { pageId: page._id }, cookie: admin });
    expect(exported.status).toBe(200);
    // The export does carry the page (so the check below is about the note, not an empty answer).
    expect(JSON.stringify(exported.body)).toContain('Call 1800 000 000');
    expect(JSON.stringify(exported.body)).not.toContain('PRIVATE-NOTE-WORDS');
  });
});
