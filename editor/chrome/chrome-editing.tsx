'use client';

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { chromeDescriptors, type ChromeKind } from '@/components/layout/chrome-fields';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import type { EditKind } from '@/lib/content/edit-kinds';
import { LinkSchema, type Page } from '@/lib/content/schemas';
import { useCrisisRegister } from '../settings/use-shared-settings';
import { RestoreBackupDialog } from '../backup/restore-backup-dialog';
import { canvasElement, useEditSelection, type CanvasTarget } from '../canvas/use-edit-selection';
import { ConflictDialog, conflictSubjects } from '../conflict/conflict-dialog';
import { EditSidebar } from '../sidebar/edit-sidebar';
import { findField } from '../sidebar/resolve-field';
import { chromePanelTitle, chromeText } from './chrome-document';
import type { ChromeDocument } from './use-chrome-document';
import { useChromeStage } from './use-chrome-stage';
import { PublishNavDialog } from './publish-nav-dialog';

/** A value of the navigation or the footer chosen on the page. */
export type ChromeSelection = { kind: ChromeKind; path: string; editKind: EditKind | null };

type Props = {
  nav: ChromeDocument<'nav'>;
  footer: ChromeDocument<'footer'>;
  selecting: boolean;
  selection: ChromeSelection | null;
  onSelect: (selection: ChromeSelection) => void;
  onClose: () => void;
  siteName: string;
  domainId: string;
  /** The page being edited, for field editors that look at it (anchors); a blank one when there is none. */
  page: Page | null;
  /** Another dialog of the editor is open: questions about the navigation and footer wait for it. */
  quiet: boolean;
};

const hints: Record<ChromeKind, string> = {
  nav: 'Changes show in the header as you type, on every page. Choose Save navigation to keep them and Publish navigation to show them to visitors.',
  footer: 'Changes show in the footer as you type, on every page. Choose Save footer to keep them and Publish footer to show them to visitors.',
};

const blankPage = (domainId: string): Page => ({
  _id: '',
  domainId,
  pageType: 'page',
  template: 'generic',
  slug: '',
  headerType: 'FullWidthImageCustomHeader',
  header: { title: '', description: '', quickLinks: [] },
  contents: [],
  tags: [],
  roles: [],
  frequency: 'monthly',
  priority: 0.5,
  searchKeywords: '',
  hideFromSearch: false,
  published: false,
  lastPublished: null,
  version: 0,
});

/**
 * The navigation and the footer edited in place: the editor's working copies are drawn where the published header
 * and footer were, their values are selected like a page's (same outlines, same keyboard access), and the sidebar
 * edits them with the same field editors. Conflicts and unsaved-change backups are offered per document.
 */
export function ChromeEditing({ nav, footer, selecting, selection, onSelect, onClose, siteName, domainId, page, quiet }: Props) {
  // The header shows the register's numbers as visitors get them, and follows a publish of the settings at once.
  const register = useCrisisRegister(domainId);
  const headerStage = useChromeStage('header.cs-site-header', 'editor-header', nav.value !== null);
  const footerStage = useChromeStage('footer.cs-footer', 'editor-footer', footer.value !== null);

  const onHeaderSelect = useCallback((target: CanvasTarget) => target.path !== null && onSelect({ kind: 'nav', path: target.path, editKind: target.kind }), [onSelect]);
  const onFooterSelect = useCallback((target: CanvasTarget) => target.path !== null && onSelect({ kind: 'footer', path: target.path, editKind: target.kind }), [onSelect]);
  const selectedIn = (kind: ChromeKind) => ({ path: selection?.kind === kind ? selection.path : null, componentPath: null });
  useEditSelection(headerStage, selecting, selectedIn('nav'), onHeaderSelect);
  useEditSelection(footerStage, selecting, selectedIn('footer'), onFooterSelect);

  // 'Add link under Get involved': an empty link at the end of that submenu, opened in the sidebar to be filled in.
  const addSubmenuLink = (index: number) => {
    const children = nav.value?.tierOneItems[index]?.children;
    if (!children) return;
    nav.set(`tierOneItems.${index}.children`, [...children, LinkSchema.parse({})]);
    onSelect({ kind: 'nav', path: `tierOneItems.${index}.children.${children.length}`, editKind: 'link' });
  };

  const documents = { nav, footer };
  const asking = [nav, footer].find((doc) => doc.conflict || doc.backupOffer) as ChromeDocument | undefined;
  const open = selection ? documents[selection.kind] : null;
  const descriptor = selection ? chromeDescriptors[selection.kind] : null;
  const target = useMemo(() => (selection && descriptor ? findField(descriptor.fields, selection.path) : null), [selection, descriptor]);
  const stageOf = (kind: ChromeKind) => (kind === 'nav' ? headerStage : footerStage);

  // The element the sidebar was opened from, so closing it puts the keyboard back there.
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!selection) return;
    returnTo.current = canvasElement(stageOf(selection.kind), selection.path, null);
    // The page makes room for the sidebar: keep what was chosen in view beside it.
    window.requestAnimationFrame(() => returnTo.current?.scrollIntoView({ block: 'nearest' }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selection]);
  const close = () => {
    const element = returnTo.current;
    onClose();
    window.requestAnimationFrame(() => element?.isConnected && element.focus());
  };

  return (
    <>
      {headerStage && nav.value && createPortal(<SiteHeader nav={nav.value} siteName={siteName} crisisContacts={register.published ?? undefined} onAddSubmenuLink={addSubmenuLink} editing />, headerStage)}
      {footerStage && footer.value && createPortal(<SiteFooter footer={footer.value} editing idPrefix="editor-" />, footerStage)}
      {selection && open?.value && descriptor && (
        <EditSidebar
          title={chromePanelTitle(selection.kind, descriptor.label, open.value, selection.path)}
          document={open.value}
          componentPath=""
          target={target}
          fields={descriptor.fields}
          commonFields={[]}
          context={{ domainId, page: page ?? blankPage(domainId), componentPath: '', selectComponent: () => undefined, addComponent: () => undefined }}
          onChange={open.set}
          onClose={close}
          hint={hints[selection.kind]}
        />
      )}
      {!quiet && asking && <ChromeQuestion doc={asking} />}
      {nav.confirming && nav.value && (
        <PublishNavDialog published={nav.published} working={nav.value} busy={nav.busy !== null} onPublish={() => void nav.publish()} onCancel={nav.cancelPublish} />
      )}
    </>
  );
}

/** One question at a time: a refused save first, then a backup to restore. */
function ChromeQuestion({ doc }: { doc: ChromeDocument }) {
  const text = chromeText[doc.kind];
  if (doc.conflict) {
    return (
      <ConflictDialog
        key={doc.kind}
        subject={conflictSubjects[doc.kind]}
        onKeepMine={() => void doc.keepMine()}
        onReloadTheirs={() => void doc.reloadTheirs()}
        onDismiss={doc.dismissConflict}
        busy={doc.resolving}
      />
    );
  }
  return doc.backupOffer ? (
    <RestoreBackupDialog key={doc.kind} of={text.name} savedAt={doc.backupOffer.savedAt} onRestore={doc.restoreBackup} onDiscard={doc.discardBackup} onLater={doc.postponeBackup} />
  ) : null;
}
