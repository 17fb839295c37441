// The editor menu's entries for the page being edited (SPEC.md §2): what each does, when it is disabled, pressed
// or marked. Features add their own entries beside these (preview widths, navigation and footer).
import type { Dispatch } from 'react';
import { canPublish, type AuthUser } from '@/lib/auth/roles';
import { logout } from '../auth/logout';
import { menuOrder, type MenuEntry } from '../menu/menu-items';
import { canRedo, canUndo, hasPendingPublish, isSelecting, type EditorAction, type EditorState, type ModalType } from '../state';

/** Undo and redo of what is being edited: the navigation or the footer while open in the sidebar, else the page. */
export type HistoryTarget = { canUndo: boolean; canRedo: boolean } | null;

type Input = {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  user: AuthUser;
  openModal: (type: ModalType) => void;
  showDashboard: () => void;
  save: () => unknown;
  undo: () => void;
  redo: () => void;
  chromeHistory: HistoryTarget;
};

export function editorMenuEntries({ state, dispatch, user, openModal, showDashboard, save, undo, redo, chromeHistory }: Input): MenuEntry[] {
  const selecting = isSelecting(state);
  const pageLoaded = Boolean(state.page?._id);
  const busy = state.busy !== null;
  return [
    { order: menuOrder.select, label: 'Select component', icon: 'select', onClick: () => dispatch({ type: 'menu/choose', item: 'select' }), pressed: selecting },
    { order: menuOrder.newPage, label: 'Create new page', icon: 'newPage', onClick: () => openModal('newPage') },
    { order: menuOrder.savePage, label: 'Save page', icon: 'save', onClick: save, disabled: !pageLoaded || busy },
    {
      order: menuOrder.changeHeader,
      label: 'Change page header',
      icon: 'header',
      disabled: !pageLoaded,
      onClick: () => {
        if (!selecting) dispatch({ type: 'menu/choose', item: 'select' });
        dispatch({ type: 'select', selection: { component: '', field: 'headerType', kind: 'select', content: null } });
      },
    },
    { order: menuOrder.undo, label: 'Undo', icon: 'undo', onClick: undo, disabled: !(chromeHistory ? chromeHistory.canUndo : canUndo(state)), shortcut: 'Control+Z' },
    { order: menuOrder.redo, label: 'Redo', icon: 'redo', onClick: redo, disabled: !(chromeHistory ? chromeHistory.canRedo : canRedo(state)), shortcut: 'Control+Shift+Z' },
    {
      order: menuOrder.publishPage,
      label: 'Publish page',
      icon: 'publish',
      // The publish panel runs the pre-publish checks first, and publishes from there.
      onClick: () => openModal('publish'),
      disabled: !pageLoaded || busy || !canPublish(user, state.page?.roles),
      marker: hasPendingPublish(state.page) ? 'Unpublished changes' : undefined,
    },
    { order: menuOrder.compareWithPublished, label: 'Compare with published', icon: 'compare', onClick: () => openModal('compare'), disabled: !pageLoaded },
    ...(user.roles.includes('admin')
      ? [{ order: menuOrder.configSettings, label: 'Config settings', icon: 'configSettings' as const, onClick: () => openModal('configSettings') }]
      : []),
    { order: menuOrder.siteSettings, label: 'Site settings', icon: 'siteSettings', onClick: () => openModal('siteSettings') },
    { order: menuOrder.pageSettings, label: 'Page settings', icon: 'pageSettings', onClick: () => openModal('pageSettings'), disabled: !pageLoaded },
    { order: menuOrder.dashboard, label: 'Dashboard', icon: 'dashboard', onClick: showDashboard, pressed: state.dashboardVisible },
    { order: menuOrder.logOut, label: 'Log out', icon: 'logout', onClick: () => void logout() },
  ];
}
