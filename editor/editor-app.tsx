'use client';

import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePathname } from 'next/navigation';
import { RenderContents } from '@/components/blocks/render-contents';
import { createComponent, descriptorFor } from '@/components/blocks/definitions';
import { PageView } from '@/components/page/page-view';
import { canEdit, canPublish, type AuthUser } from '@/lib/auth/roles';
import { RestoreBackupDialog } from './backup/restore-backup-dialog';
import { usePageBackup } from './backup/use-page-backup';
import { canvasElement, useEditSelection, type CanvasTarget } from './canvas/use-edit-selection';
import { ComponentActions } from './canvas/component-actions';
import { ComponentToolbar } from './canvas/component-toolbar';
import { ChromeEditing } from './chrome/chrome-editing';
import { ChromePublishSection } from './chrome/chrome-publish-section';
import { useChromeEditor } from './chrome/use-chrome-editor';
import { ConflictDialog } from './conflict/conflict-dialog';
import { DashboardDialog } from './dashboard/dashboard-dialog';
import { SiteAttentionNotice } from './dashboard/site-attention-notice';
import { SITE_STATUS_TAB } from './dashboard/tab-registry';
import { DashboardOnly } from './dashboard-only';
import { logout } from './logout';
import { setFlash } from './flash';
import { BlockPicker } from './insert/block-picker';
import { useHistoryKeys } from './keyboard/use-history-keys';
import { EditorMenu } from './menu/editor-menu';
import { menuOrder, type MenuEntry } from './menu/menu-items';
import { openAddress, reloadAddress } from './navigation';
import { NewPagePanel } from './pages/new-page-panel';
import { PageSettingsPanel } from './pages/page-settings-panel';
import { PublishPanel } from './pages/publish-panel';
import { RedirectOfferDialog } from './pages/redirect-offer-dialog';
import { PresenceNotice } from './presence/presence-notice';
import { usePagePresence } from './presence/use-page-presence';
import { ConfigSettingsPanel } from './settings/config-settings-panel';
import { SiteSettingsPanel } from './settings/site-settings-panel';
import { EditSidebar } from './sidebar/edit-sidebar';
import { selectionFor, sidebarModel } from './sidebar/sidebar-model';
import { canRedo, canUndo, editorReducer, hasPendingPublish, hasUnsavedChanges, initialEditorState, isSelecting } from './state';
import { ToastProvider, useToast } from './toasts';
import { useComponentOperations } from './use-component-operations';
import { usePageDocument } from './use-page-document';
import { usePageStage } from './use-page-stage';
import { usePreviewWidths } from './preview/use-preview-widths';
import { useUnsavedGuard } from './use-unsaved-guard';
import styles from './editor.module.css';

type InitialToast = { kind: 'success' | 'error'; text: string } | null;

const preview = (componentType: string) => (
  <RenderContents contents={[createComponent(componentType, `preview-${componentType}`)]} path="preview" editing />
);

function Editor({ user, domainId, initialToast }: { user: AuthUser; domainId: string; initialToast: InitialToast }) {
  const [state, dispatch] = useReducer(editorReducer, initialEditorState);
  const notify = useToast();
  const slug = decodeURIComponent(usePathname().replace(/^\/+/, ''));
  const stage = usePageStage(state.page !== null);
  const selecting = isSelecting(state);
  const dirty = hasUnsavedChanges(state);
  const document_ = usePageDocument(state, dispatch, slug, domainId, notify);
  const operations = useComponentOperations(state.page, state.selection, dispatch);
  const backup = usePageBackup({ userId: user._id, domainId, pageId: state.savedPage?._id, page: state.page, savedPage: state.savedPage, dirty });
  const others = usePagePresence({ pageId: state.savedPage?._id, domainId });
  const widths = usePreviewWidths({ pageId: state.savedPage?._id, dirty, busy: state.busy !== null, onSave: document_.save });
  const closePageSidebar = useCallback(() => dispatch({ type: 'sidebar/close' }), []);
  const chrome = useChromeEditor({ user, domainId, notify, selecting, pageSelected: state.selection !== null, closePageSidebar });
  // Leaving the page loses unsaved navigation and footer edits too (their backups aside): ask about all three.
  const unsaved = dirty || chrome.dirty;
  const [publishOpen, setPublishOpen] = useState(false);
  // The tab the dashboard opens on: the first, or Site status when opened from the sign-in notice.
  const [dashboardTab, setDashboardTab] = useState<string | undefined>(undefined);
  const showDashboard = (tab?: string) => {
    setDashboardTab(tab);
    dispatch({ type: 'dashboard/show' });
  };
  const pageRef = useRef(state.page);
  pageRef.current = state.page;

  useEffect(() => {
    if (initialToast) notify(initialToast.kind, initialToast.text);
  }, [initialToast, notify]);
  useEffect(() => {
    if (!state.error) return;
    notify('error', state.error);
    dispatch({ type: 'error/clear' });
  }, [state.error, notify]);
  useEffect(() => {
    document.body.classList.add('editor-open');
    return () => document.body.classList.remove('editor-open');
  }, []);
  useEffect(() => {
    document.body.dataset.editorSelecting = String(selecting);
  }, [selecting]);
  const sidebarOpen = (state.editSidebar && state.selection !== null) || chrome.selection !== null;
  useEffect(() => {
    // The page makes room for the sidebar, so what is being edited stays in view beside it.
    document.body.classList.toggle('editor-sidebar-open', sidebarOpen);
    return () => document.body.classList.remove('editor-sidebar-open');
  }, [sidebarOpen]);
  const selectedField = state.selection?.field ?? null;
  const selectedComponent = state.selection?.component ?? null;
  useEffect(() => {
    // Making room for the sidebar reflows the page: keep what was selected in view.
    if (sidebarOpen) canvasElement(stage, selectedField, selectedComponent)?.scrollIntoView({ block: 'nearest' });
  }, [sidebarOpen, stage, selectedField, selectedComponent]);

  const onCanvasSelect = useCallback((target: CanvasTarget) => {
    if (pageRef.current) dispatch({ type: 'select', selection: selectionFor(pageRef.current, target, descriptorFor) });
  }, []);
  const selection = state.selection;
  useEditSelection(stage, selecting, { path: selection?.field ?? null, componentPath: selection?.component ?? null }, onCanvasSelect);
  useUnsavedGuard(unsaved);
  const savedSlug = state.savedPage?.slug;
  useEffect(() => {
    // A saved new address (page settings) becomes the address bar's, so a reload opens the same page.
    if (savedSlug !== undefined && savedSlug !== slug) window.history.replaceState(null, '', `/${savedSlug}`);
  }, [savedSlug, slug]);
  // Undo and redo apply to what is being edited: the navigation or the footer while one is open in the sidebar,
  // otherwise the page.
  const chromeOpen = chrome.selection ? chrome[chrome.selection.kind] : null;
  const historyTarget = useRef(chromeOpen);
  historyTarget.current = chromeOpen;
  const undo = useCallback(() => (historyTarget.current ? historyTarget.current.undo() : dispatch({ type: 'history/undo' })), []);
  const redo = useCallback(() => (historyTarget.current ? historyTarget.current.redo() : dispatch({ type: 'history/redo' })), []);
  useHistoryKeys(undo, redo);

  const closeSidebar = () => {
    const element = canvasElement(stage, selection?.field ?? null, selection?.component ?? null);
    dispatch({ type: 'sidebar/close' });
    // Back to where the editor was opened from, so keyboard users keep their place on the page.
    window.requestAnimationFrame(() => element?.isConnected && element.focus());
  };

  const model = useMemo(
    () => (state.page && selection ? sidebarModel(state.page, selection, descriptorFor) : null),
    [state.page, selection],
  );

  const pageLoaded = Boolean(state.page?._id);
  const busy = state.busy !== null;
  const openModal = (editType: 'newPage' | 'pageSettings' | 'siteSettings' | 'configSettings') => {
    if (state.editSidebar) dispatch({ type: 'sidebar/close' });
    chrome.close();
    setPublishOpen(false);
    dispatch({ type: 'modal/open', editType });
  };
  const closeModal = () => dispatch({ type: 'modal/close' });
  const modal = state.editInModal ? state.editInModalType : null;
  const entries: MenuEntry[] = [
    { order: menuOrder.select, label: 'Select component', icon: 'select', onClick: () => dispatch({ type: 'menu/choose', item: 'select' }), pressed: selecting },
    { order: menuOrder.newPage, label: 'Create new page', icon: 'newPage', onClick: () => openModal('newPage') },
    { order: menuOrder.savePage, label: 'Save page', icon: 'save', onClick: document_.save, disabled: !pageLoaded || busy },
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
    { order: menuOrder.undo, label: 'Undo', icon: 'undo', onClick: undo, disabled: !(chromeOpen ? chromeOpen.canUndo : canUndo(state)), shortcut: 'Control+Z' },
    { order: menuOrder.redo, label: 'Redo', icon: 'redo', onClick: redo, disabled: !(chromeOpen ? chromeOpen.canRedo : canRedo(state)), shortcut: 'Control+Shift+Z' },
    {
      order: menuOrder.publishPage,
      label: 'Publish page',
      icon: 'publish',
      // The publish panel runs the pre-publish checks first, and publishes from there.
      onClick: () => {
        if (state.editInModal) dispatch({ type: 'modal/close' });
        setPublishOpen(true);
      },
      disabled: !pageLoaded || busy || !canPublish(user, state.page?.roles),
      marker: hasPendingPublish(state.page) ? 'Unpublished changes' : undefined,
    },
    ...(user.roles.includes('admin')
      ? [{ order: menuOrder.configSettings, label: 'Config settings', icon: 'configSettings' as const, onClick: () => openModal('configSettings') }]
      : []),
    { order: menuOrder.siteSettings, label: 'Site settings', icon: 'siteSettings', onClick: () => openModal('siteSettings') },
    { order: menuOrder.pageSettings, label: 'Page settings', icon: 'pageSettings', onClick: () => openModal('pageSettings'), disabled: !pageLoaded },
    { order: menuOrder.dashboard, label: 'Dashboard', icon: 'dashboard', onClick: () => showDashboard(), pressed: state.dashboardVisible },
    { order: menuOrder.logOut, label: 'Log out', icon: 'logout', onClick: () => void logout() },
    widths.menuEntry,
    ...chrome.menuEntries,
  ];

  const context = state.page && {
    domainId,
    page: state.page,
    componentPath: selection?.component ?? '',
    selectComponent: (path: string) => state.page && onCanvasSelect({ path: null, kind: null, componentPath: path }),
    addComponent: operations.openPicker,
  };
  const componentLabel = model?.title ?? 'Component';
  const showComponentTools = Boolean(operations.componentPath && selecting && state.page);

  return (
    <div className={styles.editor}>
      <EditorMenu collapsed={state.collapsed} onToggleCollapsed={() => dispatch({ type: 'menu/toggleCollapsed' })} entries={entries} />
      <SiteAttentionNotice user={user} onOpenStatus={() => showDashboard(SITE_STATUS_TAB)} />
      {others.length > 0 && (
        <div className={styles.presence}>
          <PresenceNotice editors={others} />
        </div>
      )}
      {state.editSidebar && selection && model && context && state.page && (
        <EditSidebar
          title={model.title}
          document={state.page}
          componentPath={selection.component}
          target={model.target}
          fields={model.fields}
          commonFields={model.commonFields}
          context={context}
          onChange={(path, value) => dispatch({ type: 'value/set', path, value, at: Date.now(), coalesce: true })}
          onClose={closeSidebar}
          actions={
            operations.componentPath ? (
              <ComponentActions label={componentLabel} isFirst={operations.isFirst} isLast={operations.isLast} {...operations.handlers} />
            ) : null
          }
        />
      )}
      {showComponentTools && operations.componentPath && (
        <ComponentToolbar
          stage={stage}
          componentPath={operations.componentPath}
          label={componentLabel}
          isFirst={operations.isFirst}
          isLast={operations.isLast}
          revision={state.page}
          {...operations.handlers}
        />
      )}
      {operations.insertTarget && (
        <BlockPicker choices={operations.choices} renderPreview={preview} onChoose={operations.choose} onClose={operations.closePicker} />
      )}
      {document_.conflict && (
        <ConflictDialog onKeepMine={document_.keepMine} onReloadTheirs={document_.reloadTheirs} onDismiss={document_.dismissConflict} busy={document_.resolving} />
      )}
      {!document_.conflict && backup.offer && (
        <RestoreBackupDialog
          savedAt={backup.offer.savedAt}
          onRestore={() => {
            const restored = backup.restore();
            if (restored) dispatch({ type: 'page/restore', page: restored });
          }}
          onDiscard={backup.discard}
          onLater={backup.later}
        />
      )}
      {modal === 'newPage' && <NewPagePanel domainId={domainId} onClose={closeModal} onCreated={(page) => openAddress(page.slug, unsaved) || closeModal()} />}
      {modal === 'pageSettings' && state.page && state.savedPage && (
        <PageSettingsPanel
          user={user}
          page={state.page}
          savedPage={state.savedPage}
          dirty={dirty}
          busy={busy}
          onChange={(path, value) => dispatch({ type: 'value/set', path, value, at: Date.now(), coalesce: true })}
          onSave={document_.save}
          onServerChanged={(page) => dispatch({ type: 'page/serverChanged', page })}
          onRestored={(page) => {
            dispatch({ type: 'page/loaded', page });
            // The restored copy may live at another address.
            if (page.slug !== slug) window.history.replaceState(null, '', `/${page.slug}`);
          }}
          onDeleted={() => {
            setFlash('Page Deleted');
            openAddress('/', false);
          }}
          onClose={closeModal}
        />
      )}
      {publishOpen && state.page && (
        <PublishPanel page={state.page} isAdmin={user.roles.includes('admin')} onPublish={document_.publish} onClose={() => setPublishOpen(false)} />
      )}
      {modal === 'siteSettings' && (
        <SiteSettingsPanel
          user={user}
          domainId={domainId}
          onClose={closeModal}
          extraSection={<ChromePublishSection nav={chrome.nav} footer={chrome.footer} mayPublish={canPublish(user)} />}
        />
      )}
      {modal === 'configSettings' && (
        <ConfigSettingsPanel userId={user._id} onClose={closeModal} onActiveDomainChanged={() => reloadAddress(unsaved)} />
      )}
      {state.dashboardVisible && (
        <DashboardDialog
          user={user}
          domainId={domainId}
          initialTab={dashboardTab}
          onClose={() => dispatch({ type: 'dashboard/hide' })}
          onNavigate={(to) => {
            if (openAddress(to, unsaved)) dispatch({ type: 'dashboard/hide' });
          }}
        />
      )}
      {widths.dialog}
      {document_.renamed && !document_.conflict && (
        <RedirectOfferDialog renamed={document_.renamed} onDone={document_.dismissRenamed} notify={notify} />
      )}
      <ChromeEditing
        nav={chrome.nav}
        footer={chrome.footer}
        selecting={selecting}
        selection={chrome.selection}
        onSelect={chrome.select}
        onClose={chrome.close}
        siteName={chrome.siteName}
        domainId={domainId}
        page={state.page}
        quiet={document_.conflict || backup.offer !== null}
      />
      {stage && state.page && createPortal(<PageView page={state.page} editing />, stage)}
    </div>
  );
}

export default function EditorApp(props: { user: AuthUser; domainId: string; initialToast: InitialToast }) {
  return <ToastProvider>{canEdit(props.user) ? <Editor {...props} /> : <DashboardOnly user={props.user} domainId={props.domainId} />}</ToastProvider>;
}
