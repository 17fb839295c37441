// Menu, dashboard, selection, sidebar and modal transitions (SPEC.md §4): none of them touches the page or history.
import { openOnSelection } from './selection';
import type { EditorAction, EditorState } from './types';

export type UiAction = Extract<
  EditorAction,
  {
    type:
      | 'menu/choose'
      | 'menu/toggleCollapsed'
      | 'dashboard/show'
      | 'dashboard/hide'
      | 'select'
      | 'sidebar/open'
      | 'modal/open'
      | 'sidebar/close'
      | 'modal/close'
      | 'error/clear';
  }
>;

export function uiTransition(state: EditorState, action: UiAction): EditorState {
  switch (action.type) {
    case 'menu/choose':
      return {
        ...state,
        activeMenuItem: state.activeMenuItem === action.item ? null : action.item,
        selection: null,
        editSidebar: false,
        editSidebarType: null,
        editInModal: false,
        editInModalType: null,
      };
    case 'menu/toggleCollapsed':
      return { ...state, collapsed: !state.collapsed };
    case 'dashboard/show':
      return { ...state, dashboardVisible: true, dashboardTab: action.tab ?? null };
    case 'dashboard/hide':
      return { ...state, dashboardVisible: false, dashboardTab: null };
    case 'select':
      // Clicking the page selects only while the editor is active (select state) and there is a page.
      if (state.activeMenuItem !== 'select' || !state.page) return state;
      return openOnSelection(state, action.selection);
    case 'sidebar/open':
      return { ...state, editSidebar: true, editSidebarType: action.editType, richTextWatcher: state.richTextWatcher + 1, formattedTextWatcher: state.formattedTextWatcher + 1 };
    case 'modal/open':
      return { ...state, editInModal: true, editInModalType: action.editType };
    case 'sidebar/close':
      return { ...state, editSidebar: false, editSidebarType: null, selection: null };
    case 'modal/close':
      return { ...state, editInModal: false, editInModalType: null, selection: null };
    case 'error/clear':
      return state.error === null ? state : { ...state, error: null };
  }
}
