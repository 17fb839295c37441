// Undo and redo for documents edited as one value (the navigation, the footer), with the page's rules: one step
// per change, typing in one field within a second is one step, and a change that ends where it began is none.
import { COALESCE_MS, HISTORY_LIMIT } from '../state/history';
import { deepEqual } from '../state/deep-equal';

export type ValueHistory<V> = {
  present: V;
  past: V[];
  future: V[];
  /** The field being typed in and when, while its changes make one step. */
  run: { key: string; at: number } | null;
};

export const startHistory = <V>(value: V): ValueHistory<V> => ({ present: value, past: [], future: [], run: null });

/** A change made by the editor. `run` (the field and the time) coalesces typing into one step. */
export function changeValue<V>(history: ValueHistory<V>, next: V, run: { key: string; at: number } | null = null): ValueHistory<V> {
  const { past, run: last } = history;
  const gap = run && last ? run.at - last.at : -1;
  const extends_ = run !== null && last !== null && last.key === run.key && past.length > 0 && gap >= 0 && gap <= COALESCE_MS;
  if (extends_) {
    // Back where the run began: the step goes away.
    if (deepEqual(next, past[past.length - 1])) return { present: next, past: past.slice(0, -1), future: [], run: null };
    return { ...history, present: next, run };
  }
  if (deepEqual(next, history.present)) return history.run === null ? history : { ...history, run: null };
  return { present: next, past: [...past, history.present].slice(-HISTORY_LIMIT), future: [], run };
}

/**
 * The server's copy replaces the present without a step of its own (a save answered, with its stored
 * defaults); what can be undone stays.
 */
export const replacePresent = <V>(history: ValueHistory<V>, value: V): ValueHistory<V> => ({ ...history, present: value, run: null });

export function undoValue<V>(history: ValueHistory<V>): ValueHistory<V> {
  if (!history.past.length) return history;
  return { present: history.past[history.past.length - 1], past: history.past.slice(0, -1), future: [history.present, ...history.future], run: null };
}

export function redoValue<V>(history: ValueHistory<V>): ValueHistory<V> {
  if (!history.future.length) return history;
  return { present: history.future[0], past: [...history.past, history.present], future: history.future.slice(1), run: null };
}
