import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, duplicateComponent, hasUnsavedChanges, type EditorState, type Selection } from '@/editor/state';
import type { Page } from '@/lib/content/schemas';
import { editorStates, keysOf, run, threeTextsPage as page, titleAt } from './editor-state-fixtures';

const { selecting } = editorStates(page);
const pick = (index: number): Selection => ({ component: `contents.${index}`, field: null, kind: null, content: { path: 'contents' } });

describe('history: undo and redo', () => {
  it('undo restores the page and the selection from before the change; redo re-applies', () => {
    const selected = run(selecting, { type: 'select', selection: { component: '', field: 'header.title', kind: 'text', content: null } });
    const edited = run(selected, titleAt('New', 0, false));
    const reselected = run(edited, { type: 'select', selection: pick(1) });
    const undone = run(reselected, { type: 'history/undo' });
    expect(undone.page).toEqual(page);
    expect(undone).toMatchObject({ selection: selected.selection, editSidebar: true, editSidebarType: 'text' });
    expect(undone.richTextWatcher).toBe(reselected.richTextWatcher + 1);
    expect(canRedo(undone)).toBe(true);
    const redone = run(undone, { type: 'history/redo' });
    expect(redone.page).toEqual(edited.page);
    expect(redone.selection).toEqual(pick(1));
    expect(canRedo(redone)).toBe(false);
  });

  it('undo and redo with nothing recorded change nothing', () => {
    expect(run(selecting, { type: 'history/undo' })).toBe(selecting);
    expect(run(selecting, { type: 'history/redo' })).toBe(selecting);
  });

  it('undo of an insert drops the selection of the inserted component; redo brings it back', () => {
    const inserted = run(selecting, { type: 'component/insert', listPath: 'contents', index: 3, component: { componentType: 'Text', key: 'n' } });
    const undone = run(inserted, { type: 'history/undo' });
    expect(undone).toMatchObject({ selection: null, editSidebar: false, editSidebarType: null });
    const redone = run(undone, { type: 'history/redo' });
    expect(redone).toMatchObject({ selection: pick(3), editSidebar: true });
    expect(keysOf(redone)).toEqual(['a', 'b', 'c', 'n']);
  });

  it('undo of a remove puts the component back and selects it again', () => {
    const removed = run(selecting, { type: 'select', selection: pick(1) }, { type: 'component/remove' });
    const undone = run(removed, { type: 'history/undo' });
    expect(keysOf(undone)).toEqual(['a', 'b', 'c']);
    expect(undone).toMatchObject({ selection: pick(1), editSidebar: true, editSidebarType: 'component' });
    expect(run(undone, { type: 'history/redo' })).toMatchObject({ selection: null, editSidebar: false });
  });

  it('undo of a move takes the selection back with the component', () => {
    const moved = run(selecting, { type: 'select', selection: pick(2) }, { type: 'component/move', path: 'contents.2', direction: 'up' });
    expect(moved.selection).toEqual(pick(1));
    const undone = run(moved, { type: 'history/undo' });
    expect(keysOf(undone)).toEqual(['a', 'b', 'c']);
    expect(undone.selection).toEqual(pick(2));
    expect(run(undone, { type: 'history/redo' }).selection).toEqual(pick(1));
  });

  it('clears a recorded selection that no longer points at a component', () => {
    const short: Page = { ...page, contents: page.contents.slice(0, 1) };
    const state: EditorState = { ...selecting, history: { past: [{ page: short, selection: pick(2) }], future: [] } };
    expect(run(state, { type: 'history/undo' })).toMatchObject({ page: short, selection: null });
  });

  it('keeps undo after a save: the page becomes dirty again and keeps the server version', () => {
    const edited = run(selecting, titleAt('Saved title', 0, false));
    const server: Page = { ...edited.page!, version: 3, updatedAt: '2026-02-01T00:00:00Z' };
    const saved = run(edited, { type: 'page/saved', page: server });
    expect(canUndo(saved)).toBe(true);
    const undone = run(saved, { type: 'history/undo' });
    expect(undone.page).toEqual({ ...page, version: 3, updatedAt: '2026-02-01T00:00:00Z' });
    expect(hasUnsavedChanges(undone)).toBe(true);
    expect(hasUnsavedChanges(run(undone, { type: 'history/redo' }))).toBe(false);
  });

  it('a save between undo and redo hands its version to the step redone', () => {
    const undone = run(selecting, titleAt('Mine', 0, false), { type: 'history/undo' });
    const saved = run(undone, { type: 'page/saved', page: { ...undone.page!, version: 7 } });
    expect(run(saved, { type: 'history/redo' }).page).toEqual({ ...page, header: { ...page.header, title: 'Mine' }, version: 7 });
  });

  it('undo of a restored backup brings back the version of the page it replaced', () => {
    const backup: Page = { ...page, version: 1, header: { ...page.header, title: 'Backup' } };
    const undone = run(selecting, { type: 'page/restore', page: backup }, { type: 'history/undo' });
    expect(undone.page).toEqual(page);
    expect(hasUnsavedChanges(undone)).toBe(false);
  });

  it('a rebase survives undo and redo', () => {
    const state = run(selecting, titleAt('Mine', 0, false), { type: 'page/rebase', version: 8 }, { type: 'history/undo' });
    expect(state.page).toEqual({ ...page, version: 8 });
    expect(run(state, { type: 'history/redo' }).page?.version).toBe(8);
  });

  it('duplicate then undo leaves no trace of the copy', () => {
    const copy = duplicateComponent(page.contents[0], () => 'fresh');
    const state = run(selecting, { type: 'component/duplicate', path: 'contents.0', copy }, { type: 'history/undo' });
    expect(state.page).toEqual(page);
    expect(state.selection).toBeNull();
  });
});
