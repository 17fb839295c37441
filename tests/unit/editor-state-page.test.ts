import { describe, expect, it } from 'vitest';
import { hasPendingPublish, hasUnsavedChanges, initialEditorState, parentListPath } from '@/editor/state';
import type { Page } from '@/lib/content/schemas';
import { editorStates, run, textOfB, twoTextsPage as page } from './editor-state-fixtures';

const { loaded, select } = editorStates(page);
const withSidebar = select(textOfB);

describe('editor state: the page round trip', () => {
  it('loading resets the page, the saved copy, the selection, the sidebar and the history', () => {
    const busy = run(withSidebar, { type: 'value/set', path: 'header.title', value: 'X', at: 0, coalesce: true }, { type: 'history/undo' });
    const other = { ...page, _id: 'p2' };
    const next = run(busy, { type: 'page/loaded', page: other });
    expect(next).toMatchObject({ page: other, savedPage: other, selection: null, editSidebar: false, editSidebarType: null, lastChange: null });
    expect(next.history).toEqual({ past: [], future: [] });
    expect(run(busy, { type: 'page/loaded', page: null })).toMatchObject({ page: null, savedPage: null });
  });

  it('a panel about the site opened while the page loads stays open; page settings of the old page close', () => {
    for (const editType of ['configSettings', 'siteSettings', 'newPage'] as const) {
      const opened = run(initialEditorState, { type: 'modal/open', editType });
      expect(run(opened, { type: 'page/loaded', page: null })).toMatchObject({ editInModal: true, editInModalType: editType });
    }
    for (const editType of ['pageSettings', 'publish'] as const) {
      const aboutThePage = run(loaded, { type: 'modal/open', editType });
      expect(run(aboutThePage, { type: 'page/loaded', page: { ...page, _id: 'p2' } })).toMatchObject({ editInModal: false, editInModalType: null });
    }
  });

  it('saving makes the server copy both the working and the saved copy, keeps history and ends busy', () => {
    const edited = run(loaded, { type: 'page/busy', busy: 'saving' }, { type: 'value/set', path: 'header.title', value: 'New', at: 0 });
    expect(edited.busy).toBe('saving');
    const server: Page = { ...edited.page!, version: 4, updatedAt: '2026-01-02T00:00:00Z' };
    const saved = run(edited, { type: 'page/saved', page: server });
    expect(saved).toMatchObject({ page: server, savedPage: server, busy: null });
    expect(saved.history.past).toHaveLength(1);
    expect(hasUnsavedChanges(saved)).toBe(false);
  });

  it('edits made while a save was on its way are kept, with the server version, and stay unsaved', () => {
    const sent = run(loaded, { type: 'value/set', path: 'header.title', value: 'Sent', at: 0 });
    const typedMore = run(sent, { type: 'value/set', path: 'contents.0.text', value: 'Typed during the save', at: 5000 });
    const server: Page = { ...sent.page!, version: 4, updatedAt: '2026-01-02T00:00:00Z' };
    const saved = run(typedMore, { type: 'page/saved', page: server, sent: sent.page! });
    expect(saved.savedPage).toEqual(server);
    expect(saved.page).toEqual({ ...typedMore.page, version: 4, updatedAt: '2026-01-02T00:00:00Z' });
    expect(hasUnsavedChanges(saved)).toBe(true);
    // Nothing typed since: the server copy (sanitised, new version) is the working copy.
    expect(run(sent, { type: 'page/saved', page: server, sent: sent.page! }).page).toEqual(server);
  });

  it('rebasing adopts the server version (and time) without touching content or history', () => {
    const edited = run(loaded, { type: 'value/set', path: 'header.title', value: 'Mine', at: 0 });
    const rebased = run(edited, { type: 'page/rebase', version: 9, updatedAt: '2026-03-01T00:00:00Z' });
    expect(rebased.page).toEqual({ ...edited.page, version: 9, updatedAt: '2026-03-01T00:00:00Z' });
    expect(rebased.savedPage).toBe(loaded.savedPage);
    // Undo must not bring back the version the server has moved past.
    expect(rebased.history.past).toEqual([{ page: { ...page, version: 9, updatedAt: '2026-03-01T00:00:00Z' }, selection: null }]);
    expect(run(loaded, { type: 'page/rebase', version: 3 }).page).toEqual(page);
    expect(hasUnsavedChanges(run(loaded, { type: 'page/rebase', version: 4 }))).toBe(true);
    expect(run(initialEditorState, { type: 'page/rebase', version: 1 })).toBe(initialEditorState);
  });

  it('a server-side change (unpublish, publishing roles) reaches every copy and step, keeping unsaved edits unsaved', () => {
    const edited = run(loaded, { type: 'value/set', path: 'header.title', value: 'Mine', at: 0 });
    const server: Page = { ...page, published: false, version: 7, updatedAt: '2026-04-01T00:00:00Z', roles: ['publisher'] };
    const changed = run(edited, { type: 'page/serverChanged', page: server });
    expect(changed.page).toMatchObject({ header: { title: 'Mine' }, published: false, version: 7, roles: ['publisher'] });
    expect(changed.savedPage).toMatchObject({ header: page.header, version: 7, roles: ['publisher'] });
    expect(hasUnsavedChanges(changed)).toBe(true);
    expect(run(changed, { type: 'history/undo' }).page).toMatchObject({ header: page.header, version: 7, roles: ['publisher'] });
    expect(hasUnsavedChanges(run(loaded, { type: 'page/serverChanged', page: server }))).toBe(false);
    // Another page's answer (a stale response after navigating) changes nothing.
    expect(run(edited, { type: 'page/serverChanged', page: { ...server, _id: 'other' } })).toBe(edited);
  });

  it('restoring sets the page as one undoable step, keeps the saved copy and makes text editors re-read', () => {
    const backup: Page = { ...page, header: { ...page.header, title: 'From backup' } };
    const restored = run(withSidebar, { type: 'page/restore', page: backup });
    expect(restored.page).toBe(backup);
    expect(restored.savedPage).toBe(page);
    expect(restored.history.past).toEqual([{ page, selection: textOfB }]);
    expect(restored.richTextWatcher).toBe(withSidebar.richTextWatcher + 1);
    expect(run(restored, { type: 'history/undo' }).page).toEqual(page);
    expect(run(loaded, { type: 'page/restore', page: structuredClone(page) }).history.past).toHaveLength(0);
  });

  it('unsaved changes are any deep difference between the working and the saved copy', () => {
    expect(hasUnsavedChanges(loaded)).toBe(false);
    expect(hasUnsavedChanges(initialEditorState)).toBe(false);
    expect(hasUnsavedChanges({ ...loaded, page: structuredClone(page) })).toBe(false);
    expect(hasUnsavedChanges({ ...loaded, page: { ...page, updatedAt: 'later' } })).toBe(true);
    expect(hasUnsavedChanges({ ...loaded, page: null })).toBe(true);
    const edited = run(loaded, { type: 'value/set', path: 'contents.0.text', value: 'Changed', at: 0 });
    expect(hasUnsavedChanges(edited)).toBe(true);
    expect(loaded.page?.contents[0].text).toBe('Hello');
    expect(hasUnsavedChanges(run(edited, { type: 'value/set', path: 'contents.0.text', value: 'Hello', at: 5000 }))).toBe(false);
    // A key set to undefined disappears when saved as JSON, so it is no change.
    expect(hasUnsavedChanges(run(loaded, { type: 'value/set', path: 'header.backgroundColour', value: undefined, at: 0 }))).toBe(false);
  });

  it('has publishable changes when updatedAt is later than lastPublished', () => {
    expect(hasPendingPublish({ ...page, updatedAt: '2026-01-02T00:00:00Z', lastPublished: '2026-01-01T00:00:00Z' })).toBe(true);
    expect(hasPendingPublish({ ...page, updatedAt: '2026-01-01T00:00:00Z', lastPublished: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(hasPendingPublish({ ...page, updatedAt: '2026-01-01T00:00:00Z', lastPublished: null })).toBe(true);
    expect(hasPendingPublish({ ...page, updatedAt: undefined })).toBe(false);
    expect(hasPendingPublish(null)).toBe(false);
  });

  it('finds the list that holds a component path', () => {
    expect(parentListPath('contents.3.left.0')).toEqual({ listPath: 'contents.3.left', index: 0 });
    expect(parentListPath('contents.12')).toEqual({ listPath: 'contents', index: 12 });
    expect(parentListPath('header.title')).toBeNull();
    expect(parentListPath('contents')).toBeNull();
    expect(parentListPath('3')).toBeNull();
    expect(parentListPath('')).toBeNull();
    expect(parentListPath('contents.01')).toBeNull();
    expect(parentListPath('contents.-1')).toBeNull();
  });
});
