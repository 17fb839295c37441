'use client';

import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { createPortal } from 'react-dom';
import { usePathname } from 'next/navigation';
import { RenderContents } from '@/components/blocks/render-contents';
import { createComponent, descriptorFor } from '@/components/blocks/definitions';
import { PageView } from '@/components/page/page-view';
import { canEdit, type AuthUser } from '@/lib/auth/roles';
import { RestoreBackupDialog } from '../backup/restore-backup-dialog';
import { usePageBackup } from '../backup/use-page-backup';
import { canvasElement, useEditSelection, type CanvasTarget } from '../canvas/use-edit-selection';
import { ComponentActions } from '../canvas/component-actions';
import { ComponentToolbar } from '../canvas/component-toolbar';
import { ChromeEditing } from '../chrome/chrome-editing';
import { useChromeEditor } from '../chrome/use-chrome-editor';
import { ConflictDialog } from '../conflict/conflict-dialog';
import { SiteAttentionNotice } from '../dashboard/site-attention-notice';
import { SITE_STATUS_TAB } from '../dashboard/tab-registry';
import { DashboardOnly } from '../dashboard/dashboard-only';
import { BlockPicker } from '../insert/block-picker';
import { useHistoryKeys } from '../keyboard/use-history-keys';
import { EditorMenu } from '../menu/editor-menu';
import { openAddress } from './navigation';
import { EditorPanels } from './editor-panels';
import { editorMenuEntries } from './editor-menu-entries';
import { useBodyClasses, useMenuRoom } from './use-body-classes';
import { RedirectOfferDialog } from '../pages/redirect-offer-dialog';
import { PresenceNotice } from '../presence/presence-notice';
import { usePagePresence } from '../presence/use-page-presence';
import { EditSidebar } from '../sidebar/edit-sidebar';
import { selectionFor, sidebarModel } from '../sidebar/sidebar-model';
import { editorReducer, hasUnsavedChanges, initialEditorState, isSelecting, type ModalType } from '../state';
import { ToastProvider, useToast } from '../ui/toasts';
import { useComponentOperations } from '../canvas/use-component-operations';
import { usePageDocument } from '../document/use-page-document';
import { usePageStage } from '../canvas/use-page-stage';
import { usePreviewWidths } from '../preview/use-preview-widths';
import { useUnsavedGuard } from './use-unsaved-guard';
import { useCrisisTokensShown } from '../settings/use-shared-settings';
import { useImageRevisionsShown } from '../document/use-image-revisions';
import styles from '../ui/editor.styles';
import { slugOfPathname } from '../document/page-prefetch';
import { usePageNotesUi } from '../notes/page-notes-layer';
import { usePageReviewsUi } from '../reviews/page-reviews-ui';
import { showEditAttributes } from '@/components/blocks/shared/edit-attributes';

// Before the editor renders its copy of the page: its elements say which value they show.
showEditAttributes();

type InitialToast = { kind: 'success' | 'error'; text: string } | null;

const preview = (componentType: string) => (
  <RenderContents contents={[createComponent(componentType, `preview-${componentType}`)]} path="preview" editing />
);

function Editor({ user, domainId, initialToast }: { user: AuthUser; domainId: string; initialToast: InitialToast }) {
  const [state, dispatch] = useReducer(editorReducer, initialEditorState);
  const notify = useToast();
  const slug = slugOfPathname(usePathname());
  const stage = usePageStage(state.page !== null);
  const selecting = isSelecting(state);
  const dirty = hasUnsavedChanges(state);
  const document_ = usePageDocument(state, dispatch, slug, domainId, notify);
  const operations = useComponentOperations(state.page, state.selection, dispatch);
  const backup = usePageBackup({ userId: user._id, domainId, pageId: state.savedPage?._id, page: state.page, savedPage: state.savedPage, dirty });
  const others = usePagePresence({ pageId: state.savedPage?._id, domainId });
  const notes = usePageNotesUi({ stage, page: state.page, pageId: state.savedPage?._id, domainId, showMarkers: selecting });
  const widths = usePreviewWidths({ pageId: state.savedPage?._id, dirty, busy: state.busy !== null, onSave: document_.save });
  const closePageSidebar = useCallback(() => dispatch({ type: 'sidebar/close' }), []);
  // Plain-text crisis references drawn with the register's words; the sidebar still edits the braces.
  const shownPage = useImageRevisionsShown(useCrisisTokensShown(domainId, state.page));
  const chrome = useChromeEditor({ user, domainId, notify, selecting, pageSelected: state.selection !== null, closePageSidebar });
  // Leaving the page loses unsaved navigation and footer edits too (their backups aside): ask about all three.
  const unsaved = dirty || chrome.dirty;
  const showDashboard = (tab?: string) => dispatch({ type: 'dashboard/show', tab });
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
  const sidebarOpen = (state.editSidebar && state.selection !== null) || chrome.selection !== null;
  useMenuRoom(state.collapsed);
  useBodyClasses({ selecting, sidebarOpen, stage, selectedField: state.selection?.field ?? null, selectedComponent: state.selection?.component ?? null });

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

  const reviews = usePageReviewsUi({
    pageId: state.savedPage?._id,
    version: state.savedPage?.version,
    domainId,
    userId: user._id,
    dirty,
    notify,
    openCompare: () => openModal('compare'),
  });
  const openModal = (editType: ModalType) => {
    // One thing at a time: a panel over the page closes the sidebar, the navigation or footer editing and any other panel.
    if (state.editSidebar) dispatch({ type: 'sidebar/close' });
    chrome.close();
    dispatch({ type: 'modal/open', editType });
  };
  const entries = [
    ...editorMenuEntries({ state, dispatch, user, openModal, showDashboard: () => showDashboard(), save: document_.save, undo, redo, chromeHistory: chromeOpen }),
    widths.menuEntry,
    notes.menuEntry,
    reviews.menuEntry,
    ...chrome.menuEntries,
  ];

  const context = state.page && {
    domainId,
    page: state.page,
    componentPath: selection?.component ?? '',
    selectComponent: (path: string) => state.page && onCanvasSelect({ path: null, kind: null, componentPath: path }),
    addComponent: operations.openPicker,
    crisisReferences: true,
  };
  const componentLabel = model?.title ?? 'Component';
  const showComponentTools = Boolean(operations.componentPath && selecting && state.page);
  const componentPath = operations.componentPath;
  const addNote = componentPath && state.savedPage?._id ? () => notes.openForComponent(componentPath) : undefined;

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
              <ComponentActions label={componentLabel} isFirst={operations.isFirst} isLast={operations.isLast} {...operations.handlers} onAddNote={addNote} />
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
      {notes.layer}
      {reviews.layer}
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
      <EditorPanels
        state={state}
        dispatch={dispatch}
        user={user}
        domainId={domainId}
        slug={slug}
        unsaved={unsaved}
        save={document_.save}
        publish={document_.publish}
        nav={chrome.nav}
        footer={chrome.footer}
      />
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
      {stage && shownPage && createPortal(<PageView page={shownPage} editing />, stage)}
    </div>
  );
}

export default function EditorApp(props: { user: AuthUser; domainId: string; initialToast: InitialToast }) {
  return <ToastProvider>{canEdit(props.user) ? <Editor {...props} /> : <DashboardOnly user={props.user} domainId={props.domainId} />}</ToastProvider>;
}
