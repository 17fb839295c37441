// The editor's state: types, the reducer and the questions the UI asks of it.
export type { EditKind } from '@/lib/content/edit-kinds';
export type { EditorAction, EditorState, HistoryEntry, MenuItem, ModalType, Selection, SidebarType } from './types';
export { initialEditorState } from './initial-state';
export { editorReducer } from './reducer';
export { canRedo, canUndo, hasPendingPublish, hasUnsavedChanges, isSelecting } from './selectors';
export { parentListPath } from './paths';
export { COALESCE_MS } from './history';
export { duplicateComponent } from './actions/duplicate-component';
