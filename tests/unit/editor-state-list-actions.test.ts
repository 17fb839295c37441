import { describe, expect, it } from 'vitest';
import { duplicateComponent, type Selection } from '@/editor/state';
import type { Component } from '@/lib/content/schemas';
import { componentIn as component, editorStates, keysOf, nestedPage as page, run } from './editor-state-fixtures';

const { selecting, select } = editorStates(page);

describe('component/move', () => {
  it('swaps a component with its neighbour', () => {
    expect(keysOf(run(selecting, { type: 'component/move', path: 'contents.1', direction: 'up' }))).toEqual(['b', 'a', 'c']);
    expect(keysOf(run(selecting, { type: 'component/move', path: 'contents.1', direction: 'down' }))).toEqual(['a', 'c', 'b']);
  });

  it('does nothing at the ends, when not found or outside a list', () => {
    for (const action of [
      { type: 'component/move', path: 'contents.0', direction: 'up' },
      { type: 'component/move', path: 'contents.2', direction: 'down' },
      { type: 'component/move', path: 'contents.5', direction: 'up' },
      { type: 'component/move', path: 'contents.1.left.0', direction: 'down' },
      { type: 'component/move', path: 'header.title', direction: 'up' },
    ] as const) {
      expect(run(selecting, action)).toBe(selecting);
    }
  });

  it('keeps the selection on the moved component, including a value inside it', () => {
    const inside: Selection = { component: 'contents.1.left.0', field: 'contents.1.left.0.text', kind: 'text', content: { path: 'contents.1.left' } };
    const next = run(select(inside), { type: 'component/move', path: 'contents.1', direction: 'up' });
    expect(next.selection).toEqual({ component: 'contents.0.left.0', field: 'contents.0.left.0.text', kind: 'text', content: { path: 'contents.0.left' } });
    expect(next).toMatchObject({ editSidebar: true, editSidebarType: 'text' });
    const neighbour = run(select(component('contents.2', 'contents')), { type: 'component/move', path: 'contents.1', direction: 'down' });
    expect(neighbour.selection?.component).toBe('contents.1');
  });
});

describe('component/duplicate', () => {
  let counter = 0;
  const makeKey = () => `k${++counter}`;

  it('gives a new key to the component and every component nested in it, at any depth', () => {
    counter = 0;
    const original: Component = {
      componentType: 'TitledArea',
      key: 'root',
      title: 'T',
      contents: [{ componentType: 'SplitContent', key: 'split', left: [{ componentType: 'Text', key: 'deep', text: 'x' }], right: [] }],
      slot: { main: { componentType: 'Quote', key: 'inObject', quote: 'q' } },
      grid: [[{ componentType: 'Text', key: 'inArrayOfArrays', text: 'y' }]],
      items: [{ header: 'not a component', key: 'item' }],
    };
    const before = structuredClone(original);
    const copy = duplicateComponent(original, makeKey);
    expect(original).toEqual(before);
    // Component keys apart, the copy holds exactly the same content.
    const componentKeys = (value: unknown, found: string[] = []): string[] => {
      if (Array.isArray(value)) value.forEach((item) => componentKeys(item, found));
      else if (typeof value === 'object' && value !== null) {
        const record = value as Record<string, unknown>;
        if (typeof record.componentType === 'string') found.push(String(record.key));
        Object.values(record).forEach((child) => componentKeys(child, found));
      }
      return found;
    };
    const withoutComponentKeys = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(withoutComponentKeys);
      if (typeof value !== 'object' || value === null) return value;
      const record = value as Record<string, unknown>;
      const kept = Object.entries(record).filter(([name]) => name !== 'key' || typeof record.componentType !== 'string');
      return Object.fromEntries(kept.map(([name, child]) => [name, withoutComponentKeys(child)]));
    };
    expect(withoutComponentKeys(copy)).toEqual(withoutComponentKeys(original));
    expect(componentKeys(original)).toEqual(['root', 'split', 'deep', 'inObject', 'inArrayOfArrays']);
    expect(componentKeys(copy).sort()).toEqual(['k1', 'k2', 'k3', 'k4', 'k5']);
    expect((copy.items as { key: string }[])[0].key).toBe('item');
    expect((copy.contents as unknown[])[0]).not.toBe((original.contents as unknown[])[0]);
  });

  it('places the copy right after the original and selects it', () => {
    const copy = duplicateComponent(page.contents[1], makeKey);
    const next = run(selecting, { type: 'component/duplicate', path: 'contents.1', copy });
    expect(keysOf(next)).toEqual(['a', 'b', copy.key, 'c']);
    expect(next).toMatchObject({ selection: component('contents.2', 'contents'), editSidebar: true, editSidebarType: 'component' });
    expect(next.history.past).toHaveLength(1);
    expect(run(selecting, { type: 'component/duplicate', path: 'contents.3', copy })).toBe(selecting);
  });
});

describe('list/push', () => {
  it('appends to a list', () => {
    const link = { type: 'page', href: '/x', text: 'X' };
    const next = run(selecting, { type: 'list/push', path: 'header.quickLinks', value: link });
    expect(next.page?.header.quickLinks).toEqual([link]);
    expect(next.history.past).toHaveLength(1);
  });

  it('refuses a target that is not a list with the SPEC message, changing nothing else', () => {
    for (const path of ['header.title', 'header.missing', '']) {
      const refused = run(selecting, { type: 'list/push', path, value: 1 });
      expect(refused.error).toBe('the value provided is not an Array');
      expect(refused.page).toBe(selecting.page);
      expect(refused.history).toBe(selecting.history);
      expect(run(refused, { type: 'error/clear' }).error).toBeNull();
    }
  });
});
