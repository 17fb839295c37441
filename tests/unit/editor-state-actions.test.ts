import { describe, expect, it } from 'vitest';
import { initialEditorState, type Selection } from '@/editor/state';
import type { Component } from '@/lib/content/schemas';
import { componentIn as component, editorStates, keysOf, nestedPage as page, run } from './editor-state-fixtures';

const { selecting, select } = editorStates(page);
const text: Component = { componentType: 'Text', key: 'new', text: 'New' };

describe('value/set', () => {
  it('sets a value at its path without touching the original page', () => {
    const next = run(selecting, { type: 'value/set', path: 'contents.1.left.0.text', value: 'Changed', at: 0 });
    expect(next.page?.contents[1].left).toEqual([{ componentType: 'Text', key: 'b1', text: 'Changed' }]);
    expect(page.contents[1].left).toEqual([{ componentType: 'Text', key: 'b1', text: 'Left' }]);
    expect(next.history.past).toHaveLength(1);
  });

  it('replaces a whole value', () => {
    const header = { title: 'T', description: 'D', quickLinks: [] };
    expect(run(selecting, { type: 'value/set', path: 'header', value: header, at: 0 }).page?.header).toBe(header);
  });

  it('refuses the page root and does nothing without a page', () => {
    expect(run(selecting, { type: 'value/set', path: '', value: {}, at: 0 })).toBe(selecting);
    expect(run(initialEditorState, { type: 'value/set', path: 'header.title', value: 'x', at: 0 })).toBe(initialEditorState);
  });
});

describe('component/insert', () => {
  it('inserts at the index and selects the new component with the sidebar open', () => {
    const next = run(selecting, { type: 'component/insert', listPath: 'contents', index: 1, component: text });
    expect(keysOf(next)).toEqual(['a', 'new', 'b', 'c']);
    expect(next).toMatchObject({ selection: component('contents.1', 'contents'), editSidebar: true, editSidebarType: 'component' });
    expect(next.history.past).toEqual([{ page, selection: null }]);
  });

  it('keeps what the list accepts when that list was the selection', () => {
    const list: Selection = { component: '', field: null, kind: 'content', content: { path: 'contents.1.right', whitelist: ['Text'] } };
    const next = run(select(list), { type: 'component/insert', listPath: 'contents.1.right', index: 0, component: text });
    expect(next.page?.contents[1].right).toEqual([text]);
    expect(next.selection).toEqual({ component: 'contents.1.right.0', field: null, kind: null, content: { path: 'contents.1.right', whitelist: ['Text'] } });
  });

  it('clamps the index to the ends of the list and creates a list not stored yet', () => {
    expect(keysOf(run(selecting, { type: 'component/insert', listPath: 'contents', index: 99, component: text }))).toEqual(['a', 'b', 'c', 'new']);
    expect(keysOf(run(selecting, { type: 'component/insert', listPath: 'contents', index: -4, component: text }))).toEqual(['new', 'a', 'b', 'c']);
    expect(run(selecting, { type: 'component/insert', listPath: 'contents.0.slots', index: 0, component: text }).page?.contents[0].slots).toEqual([text]);
  });

  it('does nothing when the target is not a list or its owner is missing', () => {
    expect(run(selecting, { type: 'component/insert', listPath: 'header.title', index: 0, component: text })).toBe(selecting);
    expect(run(selecting, { type: 'component/insert', listPath: 'contents.9.left', index: 0, component: text })).toBe(selecting);
  });
});

describe('component/remove', () => {
  it('removes the selected component, closes the sidebar and clears the selection', () => {
    const next = run(select(component('contents.1', 'contents')), { type: 'component/remove' });
    expect(keysOf(next)).toEqual(['a', 'c']);
    expect(next).toMatchObject({ selection: null, editSidebar: false, editSidebarType: null });
    expect(next.history.past).toHaveLength(1);
  });

  it('needs both the selected content list and the selected component', () => {
    const noContent = select({ component: 'contents.1', field: null, kind: null, content: null });
    const noComponent = select({ component: '', field: null, kind: 'content', content: { path: 'contents' } });
    expect(run(selecting, { type: 'component/remove' })).toBe(selecting);
    expect(run(noContent, { type: 'component/remove' })).toBe(noContent);
    expect(run(noComponent, { type: 'component/remove' })).toBe(noComponent);
  });

  it('removes the component at a given path, nested too, and ignores paths that are not list items', () => {
    const next = run(selecting, { type: 'component/remove', path: 'contents.1.left.0' });
    expect(next.page?.contents[1].left).toEqual([]);
    expect(run(selecting, { type: 'component/remove', path: 'contents.7' })).toBe(selecting);
    expect(run(selecting, { type: 'component/remove', path: 'header.title' })).toBe(selecting);
  });
});
