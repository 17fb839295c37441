// Undo/redo as snapshots of the page taken around data changes only; UI transitions never make a step.
import type { Page } from '@/lib/content/schemas';
import { deepEqual } from './deep-equal';
import { bumpWatchers, placeSelection, validSelection } from './selection';
import type { EditorState, HistoryEntry, PageEdit } from './types';

/** Typing pauses longer than this start a new undo step. */
export const COALESCE_MS = 1000;
/** Older steps are dropped beyond this, so a long session cannot grow memory without bound. */
export const HISTORY_LIMIT = 300;

/**
 * Fields only the server sets. When it speaks (a save, or adopting its version after a conflict), every
 * recorded step takes them over: undoing to an older `version` would make the next save look stale and be
 * refused, and the publish state is not the editor's to undo.
 */
const SERVER_FIELDS = ['version', 'updatedAt', 'createdAt', 'lastPublished', 'published'] as const;
type ServerFields = Partial<Pick<Page, (typeof SERVER_FIELDS)[number]>>;

export const serverFieldsOf = (page: Page): ServerFields => Object.fromEntries(SERVER_FIELDS.map((key) => [key, page[key]]));

export function withServerFields(page: Page, fields: ServerFields): Page {
  const next: Record<string, unknown> = { ...page };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next as Page;
}

export function adoptServerFields(history: EditorState['history'], fields: ServerFields): EditorState['history'] {
  const adopt = (entry: HistoryEntry) => ({ ...entry, page: withServerFields(entry.page, fields) });
  return { past: history.past.map(adopt), future: history.future.map(adopt) };
}

type Run = { key: string; at: number };

function extendsRun(state: EditorState, run: Run): boolean {
  const last = state.lastChange;
  if (!last || last.key !== run.key || state.history.past.length === 0) return false;
  const gap = run.at - last.at;
  return gap >= 0 && gap <= COALESCE_MS; // a clock that went backwards ends the run rather than guessing
}

/**
 * Applies a page edit with its history: one step per change, none when the page ends up deep-equal.
 * `run` marks a coalescing value/set; while it extends the current run the step at the top of `past`
 * (the page as the run began) is kept, and dropped again if the run comes back to where it began.
 */
export function commitEdit(state: EditorState, edit: PageEdit, run: Run | null = null): EditorState {
  const { past } = state.history;
  let next: EditorState;
  if (run && extendsRun(state, run)) {
    const backAtStart = deepEqual(edit.page, past[past.length - 1].page);
    next = backAtStart
      ? { ...state, page: edit.page, history: { past: past.slice(0, -1), future: [] }, lastChange: null }
      : { ...state, page: edit.page, lastChange: { key: run.key, at: run.at } };
  } else if (deepEqual(edit.page, state.page)) {
    return state.lastChange === null ? state : { ...state, lastChange: null };
  } else {
    const entry: HistoryEntry = { page: state.page as Page, selection: state.selection };
    const history = { past: [...past, entry].slice(-HISTORY_LIMIT), future: [] };
    next = { ...state, page: edit.page, history, lastChange: run && { key: run.key, at: run.at } };
  }
  return placeSelection(next, validSelection(next.page, edit.selection), edit.focus ?? false);
}

/** Moves to a recorded entry; the selection recorded with it comes back if it still points at something. */
function travel(state: EditorState, entry: HistoryEntry, history: EditorState['history']): EditorState {
  const page = entry.page;
  const selection = validSelection(page, entry.selection);
  const moved: EditorState = { ...state, page, history, lastChange: null };
  // An unchanged selection leaves the sidebar as it is (it may show a custom editor for that selection).
  const placed = deepEqual(selection, state.selection) ? moved : placeSelection(moved, selection, true);
  // Open text editors hold their own copy of the value: make them re-read what undo or redo put back.
  return { ...placed, ...bumpWatchers(state) };
}

export function undo(state: EditorState): EditorState {
  const { past, future } = state.history;
  if (past.length === 0 || !state.page) return state;
  const now: HistoryEntry = { page: state.page, selection: state.selection };
  return travel(state, past[past.length - 1], { past: past.slice(0, -1), future: [...future, now] });
}

export function redo(state: EditorState): EditorState {
  const { past, future } = state.history;
  if (future.length === 0 || !state.page) return state;
  const now: HistoryEntry = { page: state.page, selection: state.selection };
  return travel(state, future[future.length - 1], { past: [...past, now].slice(-HISTORY_LIMIT), future: future.slice(0, -1) });
}
