// The one pure reducer behind the editor: UI transitions, page round trips, page actions with history.
import { insertComponent } from './actions/insert-component';
import { insertDuplicate } from './actions/duplicate-component';
import { moveComponent } from './actions/move-component';
import { pushToList } from './actions/push-to-list';
import { removeComponent } from './actions/remove-component';
import { restorePage } from './actions/restore-page';
import { setValue } from './actions/set-value';
import { commitEdit, redo, undo } from './history';
import { pageLoaded, pageSaved, rebasePage, serverChanged } from './page-lifecycle';
import { bumpWatchers } from './selection';
import { uiTransition } from './ui-transitions';
import type { EditorAction, EditorState, PageActionResult, Selection } from './types';
import type { Page } from '@/lib/content/schemas';

type PageAction<A> = (page: Page, selection: Selection | null, action: A) => PageActionResult;

function applyPageAction<A>(state: EditorState, act: PageAction<A>, action: A, run: { key: string; at: number } | null = null): EditorState {
  if (!state.page) return state;
  const result = act(state.page, state.selection, action);
  if (result === null) return state;
  if ('error' in result) return { ...state, error: result.error };
  return commitEdit(state, result, run);
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  // Anything but a value/set ends a typing run, so the next keystroke starts a new undo step.
  const current = action.type === 'value/set' || state.lastChange === null ? state : { ...state, lastChange: null };
  switch (action.type) {
    case 'page/loaded':
      return pageLoaded(current, action.page);
    case 'page/saved':
      return pageSaved(current, action.page, action.sent);
    case 'page/busy':
      return { ...current, busy: action.busy };
    case 'page/rebase':
      return rebasePage(current, action.version, action.updatedAt);
    case 'page/serverChanged':
      return serverChanged(current, action.page);
    case 'page/restore': {
      const next = applyPageAction(current, restorePage, action);
      // The whole page changed under any open text editor: make it re-read its value.
      return next.page === current.page ? next : { ...next, ...bumpWatchers(current) };
    }
    case 'value/set':
      return applyPageAction(current, setValue, action, action.coalesce ? { key: action.path, at: action.at } : null);
    case 'component/insert':
      return applyPageAction(current, insertComponent, action);
    case 'component/remove': {
      const next = applyPageAction(current, removeComponent, action);
      return next.page === current.page ? next : { ...next, editSidebar: false, editSidebarType: null };
    }
    case 'component/move':
      return applyPageAction(current, moveComponent, action);
    case 'component/duplicate':
      return applyPageAction(current, insertDuplicate, action);
    case 'list/push':
      return applyPageAction(current, pushToList, action);
    case 'history/undo':
      return undo(current);
    case 'history/redo':
      return redo(current);
    default:
      return uiTransition(current, action);
  }
}
