import { describe, expect, it } from 'vitest';
import { canUndo, COALESCE_MS, hasUnsavedChanges, type EditorAction } from '@/editor/state';
import { editorStates, run, threeTextsPage as page, titleAt } from './editor-state-fixtures';

const { selecting } = editorStates(page);

describe('history: one step per change, none without a change', () => {
  const changes: [string, EditorAction][] = [
    ['value/set', { type: 'value/set', path: 'contents.0.text', value: 'x', at: 0 }],
    ['coalescing value/set', titleAt('x', 0)],
    ['component/insert', { type: 'component/insert', listPath: 'contents', index: 0, component: { componentType: 'Text', key: 'n' } }],
    ['component/remove', { type: 'component/remove', path: 'contents.2' }],
    ['component/move', { type: 'component/move', path: 'contents.2', direction: 'up' }],
    ['component/duplicate', { type: 'component/duplicate', path: 'contents.0', copy: { componentType: 'Text', key: 'd', text: 'First' } }],
    ['list/push', { type: 'list/push', path: 'header.quickLinks', value: { type: 'page', href: '/', text: 'Home' } }],
    ['page/restore', { type: 'page/restore', page: { ...page, slug: 'restored' } }],
  ];

  it.each(changes)('%s adds exactly one step and clears the future', (_, action) => {
    const withFuture = run(selecting, { type: 'value/set', path: 'contents.1.text', value: 'y', at: 0 }, { type: 'history/undo' });
    expect(withFuture.history.future).toHaveLength(1);
    const next = run(withFuture, action);
    expect(next.history.past).toEqual([{ page, selection: null }]);
    expect(next.history.future).toEqual([]);
  });

  it.each<[string, EditorAction]>([
    ['a move up of the first item', { type: 'component/move', path: 'contents.0', direction: 'up' }],
    ['a move down of the last item', { type: 'component/move', path: 'contents.2', direction: 'down' }],
    ['setting a value to what it already is', { type: 'value/set', path: 'contents.0.text', value: 'First', at: 0 }],
    ['a coalescing set to the same value', titleAt('About', 0)],
    ['restoring an equal page', { type: 'page/restore', page: structuredClone(page) }],
    ['a refused push', { type: 'list/push', path: 'header.title', value: 1 }],
    ['a remove without selection', { type: 'component/remove' }],
  ])('%s adds no step', (_, action) => {
    const next = run(selecting, action);
    expect(next.history).toBe(selecting.history);
    expect(canUndo(next)).toBe(false);
  });

  it('drops the oldest steps beyond 300', () => {
    let state = selecting;
    for (let i = 1; i <= 305; i++) state = run(state, { type: 'value/set', path: 'header.title', value: `t${i}`, at: i });
    expect(state.history.past).toHaveLength(300);
    for (let i = 0; i < 300; i++) state = run(state, { type: 'history/undo' });
    expect(state.page?.header.title).toBe('t5');
    expect(canUndo(state)).toBe(false);
    expect(state.history.future).toHaveLength(300);
  });
});

describe('history: coalescing typing', () => {
  it('extends one step while the same path is set again within COALESCE_MS (inclusive) of the last set', () => {
    expect(COALESCE_MS).toBe(1000);
    const typed = run(selecting, titleAt('A', 10_000), titleAt('Ab', 10_500), titleAt('Abo', 11_500));
    expect(typed.history.past).toHaveLength(1);
    expect(typed.lastChange).toEqual({ key: 'header.title', at: 11_500 });
    const paused = run(typed, titleAt('Abou', 12_501));
    expect(paused.history.past).toHaveLength(2);
    expect(paused.history.past[1].page.header.title).toBe('Abo');
    expect(run(paused, { type: 'history/undo' }, { type: 'history/undo' }).page).toEqual(page);
  });

  it('starts a new step for another path, a plain set, any other action in between, or a clock going back', () => {
    const typed = run(selecting, titleAt('A', 0));
    const breakers: EditorAction[] = [
      { type: 'value/set', path: 'header.description', value: 'D', at: 1, coalesce: true },
      { type: 'value/set', path: 'contents.0.text', value: 'D', at: 1 },
      { type: 'sidebar/open', editType: 'spacing' },
      { type: 'error/clear' },
      { type: 'page/busy', busy: null },
    ];
    for (const breaker of breakers) {
      const broken = run(typed, breaker);
      expect(broken.lastChange?.key).not.toBe('header.title');
      expect(run(broken, titleAt('Ab', 2)).history.past.length).toBe(broken.history.past.length + 1);
    }
    expect(run(typed, titleAt('Ab', 0, false), titleAt('Abc', 1)).history.past).toHaveLength(3);
    expect(run(typed, titleAt('Ab', -1)).history.past).toHaveLength(2);
  });

  it('typing then deleting back within a run is one step; a run that ends where it began leaves none', () => {
    const partly = run(selecting, titleAt('AboutX', 0), titleAt('AboutXY', 100), titleAt('AboutX', 200));
    expect(partly.history.past).toHaveLength(1);
    expect(run(partly, { type: 'history/undo' }).page).toEqual(page);
    const back = run(partly, titleAt('About', 300));
    expect(back.history.past).toHaveLength(0);
    expect(back.lastChange).toBeNull();
    expect(hasUnsavedChanges(back)).toBe(false);
    const again = run(back, titleAt('About!', 400));
    expect(again.history.past).toEqual([{ page, selection: null }]);
  });

  it('undo in the middle of typing ends the run', () => {
    const typed = run(selecting, titleAt('A', 0), { type: 'history/undo' }, titleAt('B', 100));
    expect(typed.history.past).toHaveLength(1);
    expect(typed.history.future).toEqual([]);
  });
});
