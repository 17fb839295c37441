// Shapes of the editor's state and of everything that can happen to it (SPEC.md §3 editor state, §4 transitions).
import type { EditKind } from '@/lib/content/edit-kinds';
import type { Component, Page } from '@/lib/content/schemas';

export type MenuItem = 'select' | 'content' | 'listing';

export type Selection = {
  /** Path of the selected component in the page ('contents.2', 'contents.2.left.0'); '' is the page itself or its header. */
  component: string;
  /** Full path of the selected value ('contents.2.title'), or null when the whole component is selected. */
  field: string | null;
  kind: EditKind | null;
  /** The content list holding the component, or a clicked (empty) list, with what it accepts. */
  content: { path: string; whitelist?: readonly string[]; blacklist?: readonly string[] } | null;
};

/** The panels that open over the page (SPEC.md §3 editInModalType), one at a time. */
export type ModalType = 'newPage' | 'pageSettings' | 'siteSettings' | 'configSettings' | 'publish' | 'compare';

/** What the edit sidebar shows (SPEC.md §3 editSidebarType): a value of one kind, a whole component, or its spacing. */
export type SidebarType = EditKind | 'component' | 'spacing';

export type HistoryEntry = { page: Page; selection: Selection | null };

export type EditorState = {
  activeMenuItem: MenuItem | null;
  collapsed: boolean;
  dashboardVisible: boolean;
  /** The dashboard tab to open on (a tab's id), or null for the first the user may see. */
  dashboardTab: string | null;
  editSidebar: boolean;
  editSidebarType: SidebarType | null;
  /** True exactly when editInModalType names a panel. */
  editInModal: boolean;
  editInModalType: ModalType | null;
  /** Bumped whenever a rich or formatted text editor must re-read its value from the page. */
  richTextWatcher: number;
  formattedTextWatcher: number;
  selection: Selection | null;
  page: Page | null;
  /** The copy last loaded or saved: unsaved changes are the difference between it and `page`. */
  savedPage: Page | null;
  busy: 'saving' | 'publishing' | null;
  history: { past: HistoryEntry[]; future: HistoryEntry[] };
  /** The last value/set, for coalescing typing into one step per pause. */
  lastChange: { key: string; at: number } | null;
  /** A refused action's message (e.g. pushing onto a non-list), shown once by the UI then cleared. */
  error: string | null;
};

export type EditorAction =
  | { type: 'menu/choose'; item: MenuItem }
  | { type: 'menu/toggleCollapsed' }
  | { type: 'dashboard/show'; tab?: string }
  | { type: 'dashboard/hide' }
  | { type: 'page/loaded'; page: Page | null }
  | { type: 'page/saved'; page: Page; sent?: Page } // sent: the copy that was saved; edits made since are kept
  | { type: 'page/busy'; busy: EditorState['busy'] }
  | { type: 'page/restore'; page: Page }
  | { type: 'page/rebase'; version: number; updatedAt?: string }
  | { type: 'page/serverChanged'; page: Page } // unpublish, roles: fields only the server changes, unsaved edits kept
  | { type: 'select'; selection: Selection }
  | { type: 'sidebar/open'; editType: SidebarType }
  | { type: 'modal/open'; editType: ModalType }
  | { type: 'sidebar/close' }
  | { type: 'modal/close' }
  | { type: 'value/set'; path: string; value: unknown; at: number; coalesce?: boolean }
  | { type: 'component/insert'; listPath: string; index: number; component: Component }
  | { type: 'component/remove'; path?: string }
  | { type: 'component/move'; path: string; direction: 'up' | 'down' }
  | { type: 'component/duplicate'; path: string; copy: Component }
  | { type: 'list/push'; path: string; value: unknown }
  | { type: 'history/undo' }
  | { type: 'history/redo' }
  | { type: 'error/clear' };

/**
 * What a page action hands back to the reducer: the new page and where the selection goes.
 * `focus` means the selection is a new choice (open the sidebar on it, as a click would);
 * otherwise the same thing stays selected and only its path may have moved.
 */
export type PageEdit = { page: Page; selection: Selection | null; focus?: boolean };
/** null: nothing to do (no step); error: refused with a message for the editor. */
export type PageActionResult = PageEdit | { error: string } | null;
