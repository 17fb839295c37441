import { describe, expect, it } from 'vitest';
import { changeValue, redoValue, replacePresent, startHistory, undoValue } from '@/editor/document/value-history';

describe('undo and redo of a document edited as one value', () => {
  it('makes one step per change, and typing in one field within a second one step', () => {
    let history = startHistory({ text: '' });
    history = changeValue(history, { text: 'G' }, { key: 'text', at: 0 });
    history = changeValue(history, { text: 'Gi' }, { key: 'text', at: 400 });
    history = changeValue(history, { text: 'Giv' }, { key: 'text', at: 900 });
    expect(history.past).toEqual([{ text: '' }]);
    // A pause longer than a second starts a new step.
    history = changeValue(history, { text: 'Give' }, { key: 'text', at: 2500 });
    expect(history.past).toEqual([{ text: '' }, { text: 'Giv' }]);
    history = undoValue(history);
    expect(history.present).toEqual({ text: 'Giv' });
    history = undoValue(undoValue(history));
    expect(history.present).toEqual({ text: '' });
    history = redoValue(history);
    expect(history).toMatchObject({ present: { text: 'Giv' }, future: [{ text: 'Give' }] });
  });

  it('makes no step for a change that changes nothing or ends where its run began, and a new change drops redo', () => {
    let history = startHistory({ a: 1 });
    expect(changeValue(history, { a: 1 })).toBe(history);
    history = changeValue(history, { a: 2 }, { key: 'a', at: 0 });
    history = changeValue(history, { a: 1 }, { key: 'a', at: 100 });
    expect(history.past).toEqual([]);
    history = undoValue(changeValue(history, { a: 3 }));
    expect(history.future).toEqual([{ a: 3 }]);
    expect(changeValue(history, { a: 4 }).future).toEqual([]);
  });

  it('takes the server’s copy after a save without a step, keeping what can be undone', () => {
    const history = replacePresent(changeValue(startHistory<{ a: number; stored?: boolean }>({ a: 1 }), { a: 2 }), { a: 2, stored: true });
    expect(history).toMatchObject({ present: { a: 2, stored: true }, past: [{ a: 1 }] });
    expect(undoValue(startHistory({ a: 1 }))).toEqual(startHistory({ a: 1 }));
  });
});
