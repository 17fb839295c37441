import { describe, expect, it } from 'vitest';
import { initialEditorState, isSelecting, type Selection } from '@/editor/state';
import { editorStates, run, textOfB, twoTextsPage } from './editor-state-fixtures';

const { loaded, selecting, select } = editorStates(twoTextsPage);
const withSidebar = select(textOfB);

describe('editor state: menu, dashboard, selection, sidebar and modal', () => {
  it('starts with nothing loaded, chosen or open', () => {
    const { history, richTextWatcher, formattedTextWatcher, ...rest } = initialEditorState;
    // Every menu item, panel, modal, selection, page, busy state and error: none, off or closed.
    expect(Object.entries(rest).filter(([, value]) => value !== null && value !== false)).toEqual([]);
    expect(Object.keys(rest)).toEqual(expect.arrayContaining(['activeMenuItem', 'dashboardVisible', 'editSidebar', 'editInModal', 'selection', 'page', 'savedPage', 'busy', 'error']));
    expect(history).toEqual({ past: [], future: [] });
    expect([richTextWatcher, formattedTextWatcher]).toEqual([0, 0]);
  });

  it('choosing a menu item activates it, choosing it again deselects it, another one replaces it', () => {
    expect(selecting.activeMenuItem).toBe('select');
    expect(isSelecting(selecting)).toBe(true);
    expect(run(selecting, { type: 'menu/choose', item: 'select' }).activeMenuItem).toBeNull();
    const content = run(selecting, { type: 'menu/choose', item: 'content' });
    expect(content.activeMenuItem).toBe('content');
    expect(isSelecting(content)).toBe(false);
  });

  it('any menu choice clears the selection and closes the sidebar and the modal', () => {
    const open = run(withSidebar, { type: 'modal/open', editType: 'publish' });
    for (const item of ['select', 'listing'] as const) {
      expect(run(open, { type: 'menu/choose', item })).toMatchObject({
        selection: null,
        editSidebar: false,
        editSidebarType: null,
        editInModal: false,
        editInModalType: null,
      });
    }
  });

  it('toggles collapsed and shows or hides the dashboard', () => {
    const collapsed = run(loaded, { type: 'menu/toggleCollapsed' });
    expect(collapsed.collapsed).toBe(true);
    expect(run(collapsed, { type: 'menu/toggleCollapsed' }).collapsed).toBe(false);
    const shown = run(loaded, { type: 'dashboard/show' });
    expect(shown).toMatchObject({ dashboardVisible: true, dashboardTab: null });
    expect(run(shown, { type: 'dashboard/hide' }).dashboardVisible).toBe(false);
    // Opened from the sign-in notice: on Site status; hiding it forgets the tab, so the next opening starts afresh.
    const onStatus = run(loaded, { type: 'dashboard/show', tab: 'siteStatus' });
    expect(onStatus).toMatchObject({ dashboardVisible: true, dashboardTab: 'siteStatus' });
    expect(run(onStatus, { type: 'dashboard/hide' })).toMatchObject({ dashboardVisible: false, dashboardTab: null });
  });

  it('selects only in select state and only with a page loaded', () => {
    expect(run(loaded, { type: 'select', selection: textOfB })).toBe(loaded);
    const noPage = run(initialEditorState, { type: 'menu/choose', item: 'select' });
    expect(run(noPage, { type: 'select', selection: textOfB })).toBe(noPage);
  });

  it('selecting opens the sidebar on the value kind and bumps both text watchers', () => {
    expect(withSidebar).toMatchObject({ selection: textOfB, editSidebar: true, editSidebarType: 'text', richTextWatcher: 1, formattedTextWatcher: 1 });
    const whole: Selection = { component: 'contents.0', field: null, kind: null, content: { path: 'contents', whitelist: ['Text'] } };
    expect(run(selecting, { type: 'select', selection: whole })).toMatchObject({ selection: whole, editSidebarType: 'component' });
  });

  it('opening the sidebar sets its type, keeps the selection and bumps the watchers; a modal sets its own type', () => {
    const spacing = run(withSidebar, { type: 'sidebar/open', editType: 'spacing' });
    expect(spacing).toMatchObject({ editSidebar: true, editSidebarType: 'spacing', selection: textOfB, richTextWatcher: 2, formattedTextWatcher: 2 });
    const modal = run(withSidebar, { type: 'modal/open', editType: 'pageSettings' });
    expect(modal).toMatchObject({ editInModal: true, editInModalType: 'pageSettings', editSidebar: true, selection: textOfB });
  });

  it('closing the sidebar or the modal clears the selection and its edit type', () => {
    expect(run(withSidebar, { type: 'sidebar/close' })).toMatchObject({ editSidebar: false, editSidebarType: null, selection: null });
    const modal = run(withSidebar, { type: 'modal/open', editType: 'pageSettings' }, { type: 'modal/close' });
    expect(modal).toMatchObject({ editInModal: false, editInModalType: null, selection: null });
  });

  it('none of these transitions adds an undo step', () => {
    const edited = run(withSidebar, { type: 'value/set', path: 'contents.1.text', value: 'Later', at: 0 });
    const after = run(
      edited,
      { type: 'sidebar/open', editType: 'spacing' },
      { type: 'modal/open', editType: 'siteSettings' },
      { type: 'modal/close' },
      { type: 'select', selection: textOfB },
      { type: 'sidebar/close' },
      { type: 'menu/toggleCollapsed' },
      { type: 'dashboard/show' },
      { type: 'menu/choose', item: 'listing' },
      { type: 'page/busy', busy: 'saving' },
      { type: 'error/clear' },
    );
    expect(after.history).toBe(edited.history);
    expect(after.page).toBe(edited.page);
  });
});
