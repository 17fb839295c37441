import { describe, expect, it } from 'vitest';
import { editorReducer, hasPendingPublish, hasUnsavedChanges, initialEditorState, isSelecting, type EditorState } from '@/editor/state';
import { PageSchema } from '@/lib/content/schemas';

const page = PageSchema.parse({ _id: 'p1', domainId: 'default', slug: 'about', header: { title: 'About' }, contents: [{ componentType: 'Text', key: 'a', text: 'Hello' }] });
const loaded = editorReducer(initialEditorState, { type: 'page/loaded', page });

describe('editor state', () => {
  it('choosing the active menu item again deselects it; choosing clears selection and closes the sidebar', () => {
    const selecting = editorReducer(loaded, { type: 'menu/choose', item: 'select' });
    expect(isSelecting(selecting)).toBe(true);
    const selected = editorReducer(selecting, { type: 'select', path: 'header.title', kind: 'text' });
    expect(selected.editSidebar).toBe(true);
    expect(selected.selectedComponent).toEqual({ path: 'header.title', kind: 'text' });
    const again = editorReducer(selected, { type: 'menu/choose', item: 'select' });
    expect(again.activeMenuItem).toBeNull();
    expect(again.selectedComponent).toBeNull();
    expect(again.editSidebar).toBe(false);
  });

  it('selects only in select state and only with a page loaded', () => {
    expect(editorReducer(loaded, { type: 'select', path: 'header.title', kind: 'text' })).toBe(loaded);
    const noPage = editorReducer(initialEditorState, { type: 'menu/choose', item: 'select' });
    expect(editorReducer(noPage, { type: 'select', path: 'header.title', kind: 'text' }).editSidebar).toBe(false);
  });

  it('closing the sidebar clears the selection and edit type', () => {
    let state: EditorState = editorReducer(loaded, { type: 'menu/choose', item: 'select' });
    state = editorReducer(state, { type: 'select', path: 'contents.0.text', kind: 'text' });
    state = editorReducer(state, { type: 'sidebar/close' });
    expect(state).toMatchObject({ editSidebar: false, editSidebarType: null, selectedComponent: null });
  });

  it('tracks unsaved changes as the difference between the saved and the working copy', () => {
    expect(hasUnsavedChanges(loaded)).toBe(false);
    const edited = editorReducer(loaded, { type: 'value/set', path: 'contents.0.text', value: 'Changed' });
    expect(edited.page?.contents[0].text).toBe('Changed');
    expect(loaded.page?.contents[0].text).toBe('Hello');
    expect(hasUnsavedChanges(edited)).toBe(true);
    const reverted = editorReducer(edited, { type: 'value/set', path: 'contents.0.text', value: 'Hello' });
    expect(hasUnsavedChanges(reverted)).toBe(false);
    const saved = editorReducer(edited, { type: 'page/saved', page: edited.page! });
    expect(hasUnsavedChanges(saved)).toBe(false);
  });

  it('has publishable changes when updatedAt is later than lastPublished', () => {
    expect(hasPendingPublish({ ...page, updatedAt: '2026-01-02T00:00:00Z', lastPublished: '2026-01-01T00:00:00Z' })).toBe(true);
    expect(hasPendingPublish({ ...page, updatedAt: '2026-01-01T00:00:00Z', lastPublished: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(hasPendingPublish({ ...page, updatedAt: '2026-01-01T00:00:00Z', lastPublished: null })).toBe(true);
  });
});
