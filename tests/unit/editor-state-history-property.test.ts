import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { duplicateComponent, editorReducer, initialEditorState, type EditorAction, type EditorState } from '@/editor/state';
import { PageSchema, type Component, type Page } from '@/lib/content/schemas';
import { getAtPath } from '@/lib/content/value-at-path';
import { run } from './editor-state-fixtures';

// Random but repeatable: a failing seed can be replayed exactly.
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}
type Random = () => number;
const repeat = (state: EditorState, action: EditorAction, times: number) => run(state, ...Array<EditorAction>(times).fill(action));
const pickOne = <T,>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)];

const original = PageSchema.parse({
  _id: 'p1',
  domainId: 'default',
  slug: 'home',
  header: { title: 'Home', description: 'Start' },
  contents: [
    { componentType: 'Text', key: 'a', text: 'a' },
    { componentType: 'SplitContent', key: 'b', left: [{ componentType: 'Text', key: 'b1', text: 'b' }], right: [] },
    { componentType: 'Text', key: 'c', text: 'c' },
  ],
});

function lists(page: Page): string[] {
  const found = ['contents'];
  page.contents.forEach((item, i) => {
    if (item.componentType === 'SplitContent') found.push(`contents.${i}.left`, `contents.${i}.right`);
  });
  return found;
}
function componentPaths(page: Page): string[] {
  return lists(page).flatMap((list) => ((getAtPath(page, list) as unknown[] | undefined) ?? []).map((_, i) => `${list}.${i}`));
}

let keyCount = 0;
const makeKey = () => `g${++keyCount}`;
const newComponent = (rnd: Random): Component =>
  rnd() < 0.5
    ? { componentType: 'Text', key: makeKey(), text: 'n' }
    : { componentType: 'SplitContent', key: makeKey(), left: [{ componentType: 'Text', key: makeKey(), text: 'l' }], right: [] };

function dataAction(page: Page, rnd: Random, at: number, snapshots: Page[], coalescing: boolean): EditorAction {
  const paths = componentPaths(page);
  const anyPath = () => (rnd() < 0.9 && paths.length ? pickOne(rnd, paths) : 'contents.99');
  switch (Math.floor(rnd() * 7)) {
    case 0: {
      const path = pickOne(rnd, ['header.title', 'header.description', ...paths.map((p) => `${p}.text`)]);
      return { type: 'value/set', path, value: pickOne(rnd, ['', 'a', 'b', 'Home']), at, coalesce: coalescing && rnd() < 0.6 };
    }
    case 1: {
      const listPath = pickOne(rnd, lists(page));
      return { type: 'component/insert', listPath, index: Math.floor(rnd() * 6) - 1, component: newComponent(rnd) };
    }
    case 2:
      return rnd() < 0.2 ? { type: 'component/remove' } : { type: 'component/remove', path: anyPath() };
    case 3:
      return { type: 'component/move', path: anyPath(), direction: rnd() < 0.5 ? 'up' : 'down' };
    case 4: {
      const path = anyPath();
      const source = getAtPath(page, path) as Component | undefined;
      return { type: 'component/duplicate', path, copy: duplicateComponent(source ?? newComponent(rnd), makeKey) };
    }
    case 5: // a push onto the title is refused
      return { type: 'list/push', path: rnd() < 0.8 ? 'header.quickLinks' : 'header.title', value: { type: 'page', href: '/', text: 'x' } };
    default:
      return { type: 'page/restore', page: pickOne(rnd, snapshots) };
  }
}

function uiAction(page: Page, rnd: Random): EditorAction {
  const paths = componentPaths(page);
  const roll = rnd();
  if (roll < 0.5 && paths.length) {
    const component = pickOne(rnd, paths);
    return { type: 'select', selection: { component, field: null, kind: null, content: { path: component.slice(0, component.lastIndexOf('.')) } } };
  }
  return pickOne<EditorAction>(rnd, [{ type: 'sidebar/close' }, { type: 'sidebar/open', editType: 'spacing' }, { type: 'menu/toggleCollapsed' }]);
}

/** Nothing selected, the page itself, or a component that exists. */
const selectionIsLive = ({ selection, page }: EditorState) =>
  !selection?.component || typeof (getAtPath(page, selection.component) as Component | undefined)?.componentType === 'string';

/** N random data actions with UI actions in between, checking the step rules after each one. */
function randomSession(seed: number, n: number, coalescing: boolean) {
  const rnd = seeded(seed);
  let state = run(initialEditorState, { type: 'page/loaded', page: original }, { type: 'menu/choose', item: 'select' });
  const snapshots: Page[] = [original];
  let clock = 0;
  for (let i = 0; i < n; i++) {
    if (rnd() < 0.4) {
      const before = state;
      state = editorReducer(state, uiAction(state.page!, rnd));
      expect(state.history).toBe(before.history);
    }
    clock += Math.floor(rnd() * 1500);
    const action = dataAction(state.page!, rnd, clock, snapshots, coalescing);
    const before = state;
    state = editorReducer(state, action);
    const changed = !isDeepStrictEqual(before.page, state.page);
    const added = state.history.past.length - before.history.past.length;
    const coalesced = action.type === 'value/set' && action.coalesce;
    if (!changed) expect(added, `seed ${seed} step ${i}: ${action.type} without a change`).toBe(0);
    else if (!coalesced) expect(added, `seed ${seed} step ${i}: ${action.type}`).toBe(1);
    else expect([-1, 0, 1]).toContain(added);
    expect(selectionIsLive(state), `seed ${seed} step ${i}`).toBe(true);
    snapshots.push(state.page!);
  }
  return state;
}

describe('history properties over random sessions', () => {
  for (const coalescing of [false, true]) {
    it(`N changes, N undos give back the original page and N redos the final one (coalescing ${coalescing})`, () => {
      for (let seed = 1; seed <= 150; seed++) {
        const n = 1 + (seed % 40);
        const final = randomSession(seed, n, coalescing);
        const undone = repeat(final, { type: 'history/undo' }, n);
        expect(undone.page, `seed ${seed}`).toEqual(original);
        expect(selectionIsLive(undone)).toBe(true);
        const redone = repeat(undone, { type: 'history/redo' }, n);
        expect(redone.page, `seed ${seed}`).toEqual(final.page);
        expect(selectionIsLive(redone)).toBe(true);
      }
    });
  }

  it('without coalescing, each undo steps back to the previous distinct page', () => {
    for (let seed = 500; seed < 560; seed++) {
      let state = randomSession(seed, 25, false);
      const seen: Page[] = [state.page!];
      while (state.history.past.length) {
        state = run(state, { type: 'history/undo' });
        expect(isDeepStrictEqual(state.page, seen[seen.length - 1]), `seed ${seed}`).toBe(false);
        seen.push(state.page!);
      }
      expect(state.page).toEqual(original);
    }
  });
});
