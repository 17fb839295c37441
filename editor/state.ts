// The editor's state and its transitions (SPEC.md §4), as one pure reducer.
import type { Page } from '@/lib/content/schemas';
import { setAtPath } from '@/lib/content/value-at-path';

export type MenuItem = 'select' | 'content' | 'listing';
export type EditKind = 'text' | 'richText' | 'formattedText' | 'image' | 'link' | 'list' | 'date' | 'select' | 'content';

export type EditorState = {
  activeMenuItem: MenuItem | null;
  collapsed: boolean;
  editSidebar: boolean;
  editSidebarType: EditKind | null;
  /** The value being edited: its path inside the page and its kind. */
  selectedComponent: { path: string; kind: EditKind } | null;
  page: Page | null;
  /** The copy last loaded or saved: unsaved changes are the difference between it and `page`. */
  savedPage: Page | null;
  busy: 'saving' | 'publishing' | null;
};

export const initialEditorState: EditorState = {
  activeMenuItem: null,
  collapsed: false,
  editSidebar: false,
  editSidebarType: null,
  selectedComponent: null,
  page: null,
  savedPage: null,
  busy: null,
};

export type EditorAction =
  | { type: 'menu/choose'; item: MenuItem }
  | { type: 'menu/toggleCollapsed' }
  | { type: 'page/loaded'; page: Page | null }
  | { type: 'page/saved'; page: Page }
  | { type: 'page/busy'; busy: EditorState['busy'] }
  | { type: 'select'; path: string; kind: EditKind }
  | { type: 'sidebar/close' }
  | { type: 'value/set'; path: string; value: unknown };

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'menu/choose':
      // Choosing the active item again deselects it; any choice clears the selection and closes the sidebar.
      return {
        ...state,
        activeMenuItem: state.activeMenuItem === action.item ? null : action.item,
        selectedComponent: null,
        editSidebar: false,
        editSidebarType: null,
      };
    case 'menu/toggleCollapsed':
      return { ...state, collapsed: !state.collapsed };
    case 'page/loaded':
      return { ...state, page: action.page, savedPage: action.page, selectedComponent: null, editSidebar: false, editSidebarType: null };
    case 'page/saved':
      return { ...state, page: action.page, savedPage: action.page, busy: null };
    case 'page/busy':
      return { ...state, busy: action.busy };
    case 'select':
      if (state.activeMenuItem !== 'select' || !state.page) return state;
      return { ...state, selectedComponent: { path: action.path, kind: action.kind }, editSidebar: true, editSidebarType: action.kind };
    case 'sidebar/close':
      return { ...state, editSidebar: false, editSidebarType: null, selectedComponent: null };
    case 'value/set':
      if (!state.page) return state;
      return { ...state, page: setAtPath(state.page, action.path, action.value) };
  }
}

/** The editor counts as active (click to edit) only in select state. */
export const isSelecting = (state: EditorState) => state.activeMenuItem === 'select';

export function hasUnsavedChanges(state: EditorState): boolean {
  return state.page !== state.savedPage && JSON.stringify(state.page) !== JSON.stringify(state.savedPage);
}

/** Publishable changes are pending when the page was updated after it was last published. */
export function hasPendingPublish(page: Page | null): boolean {
  if (!page?.updatedAt) return false;
  return !page.lastPublished || page.lastPublished < page.updatedAt;
}
