// The editor before anything is loaded or chosen.
import type { EditorState } from './types';

export const initialEditorState: EditorState = {
  activeMenuItem: null,
  collapsed: false,
  dashboardVisible: false,
  dashboardTab: null,
  editSidebar: false,
  editSidebarType: null,
  editInModal: false,
  editInModalType: null,
  richTextWatcher: 0,
  formattedTextWatcher: 0,
  selection: null,
  page: null,
  savedPage: null,
  busy: null,
  history: { past: [], future: [] },
  lastChange: null,
  error: null,
};
