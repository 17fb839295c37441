// Keeping the selection (and the sidebar that shows it) consistent with the page it points into.
import { getAtPath } from '@/lib/content/value-at-path';
import { isComponent, listCanExist, remapThroughList } from './paths';
import type { EditorState, Selection } from './types';

/** The selection if it still points at something in the page, else null (so nothing shows a vanished component). */
export function validSelection(page: unknown, selection: Selection | null): Selection | null {
  if (!selection || !page) return null;
  if (selection.component !== '' && !isComponent(getAtPath(page, selection.component))) return null;
  if (selection.content && !listCanExist(page, selection.content.path)) return null;
  return selection;
}

/** The same selection after the items of one list were reordered. */
export function remapSelection(selection: Selection | null, listPath: string, newIndex: (index: number) => number): Selection | null {
  if (!selection) return null;
  const remap = (path: string) => remapThroughList(path, listPath, newIndex);
  return {
    ...selection,
    component: remap(selection.component),
    field: selection.field === null ? null : remap(selection.field),
    content: selection.content ? { ...selection.content, path: remap(selection.content.path) } : null,
  };
}

export const bumpWatchers = (state: EditorState) => ({
  richTextWatcher: state.richTextWatcher + 1,
  formattedTextWatcher: state.formattedTextWatcher + 1,
});

/** Selecting opens the sidebar on the selection, as a click on the page does (SPEC.md §2 in-page editing). */
export function openOnSelection(state: EditorState, selection: Selection): EditorState {
  return { ...state, selection, editSidebar: true, editSidebarType: selection.kind ?? 'component', ...bumpWatchers(state) };
}

/**
 * Puts a selection in place after a page change. A new choice (`focus`) opens the sidebar on it;
 * losing the selection closes the sidebar, which would otherwise edit something that is gone;
 * otherwise the sidebar stays as the editor left it.
 */
export function placeSelection(state: EditorState, selection: Selection | null, focus: boolean): EditorState {
  if (selection === null) {
    return state.selection === null ? state : { ...state, selection: null, editSidebar: false, editSidebarType: null };
  }
  return focus ? openOnSelection(state, selection) : { ...state, selection };
}
