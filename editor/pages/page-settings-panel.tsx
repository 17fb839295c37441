'use client';

import { useEffect, useRef } from 'react';
import type { AuthUser } from '@/lib/auth/roles';
import type { Page } from '@/lib/content/schemas';
import { DeletePageSection } from './delete-page-section';
import { ReviewDateSection } from './review-date-section';
import { ExportPageSection } from './export-page-section';
import { PageDetailsSection, type PageWorkingCopyProps } from './page-details-section';
import { PageStatusSection } from './page-status-section';
import { PreviewLinkSection } from './preview-link-section';
import { PublishingRolesSection } from './publishing-roles-section';
import { ScheduleSection } from './schedule-section';
import { VersionHistorySection } from './version-history-section';
import { ReviewHistorySection } from '../reviews/review-history-section';
import { SidePanel } from '../ui/side-panel';

export type PageSettingsPanelProps = PageWorkingCopyProps & {
  user: AuthUser;
  /** The server changed published / version / roles (unpublish, roles/applyToPage): unsaved edits are kept. */
  onServerChanged: (page: Page) => void;
  /** A version was restored: the answer becomes the editor's page (the caller asks about unsaved edits first). */
  onRestored: (page: Page) => void;
  /** The page is gone: the editor leaves for the home page with the toast 'Page Deleted'. */
  onDeleted: () => void;
  onClose: () => void;
};

/**
 * 'Page settings' (SPEC.md §2): a right-hand panel beside the page with its address, header type, tags and
 * sitemap settings (edited in the working copy, kept with 'Save page'), who may publish it, its status, exporting it,
 * deleting it, and its version history. Escape or Close closes it and gives the focus back.
 */
export function PageSettingsPanel({ user, page, savedPage, dirty, busy, onChange, onSave, onServerChanged, onRestored, onDeleted, onClose }: PageSettingsPanelProps) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    // The address first, so the panel can be used from the keyboard at once.
    (panel.current?.querySelector<HTMLElement>('input') ?? panel.current?.querySelector<HTMLElement>('button'))?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <SidePanel title="Page Settings" onClose={onClose} panelRef={panel}>
      <PageDetailsSection page={page} savedPage={savedPage} dirty={dirty} busy={busy} onChange={onChange} onSave={onSave} />
      <PublishingRolesSection user={user} savedPage={savedPage} busy={busy} onServerChanged={onServerChanged} />
      <PageStatusSection user={user} savedPage={savedPage} busy={busy} onServerChanged={onServerChanged} />
      <ScheduleSection user={user} savedPage={savedPage} busy={busy} />
      <ReviewDateSection savedPage={savedPage} />
      <DeletePageSection user={user} savedPage={savedPage} busy={busy} onDeleted={onDeleted} />
      <PreviewLinkSection savedPage={savedPage} dirty={dirty} busy={busy} />
      <ExportPageSection user={user} savedPage={savedPage} dirty={dirty} />
      <VersionHistorySection savedPage={savedPage} dirty={dirty} busy={busy} onRestored={onRestored} />
      <ReviewHistorySection pageId={savedPage._id} domainId={savedPage.domainId} />
    </SidePanel>
  );
}
