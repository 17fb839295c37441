'use client';

import type { AuthUser } from '@/lib/auth/roles';
import type { Page } from '@/lib/content/schemas';

export type PageSettingsPanelProps = {
  user: AuthUser;
  /** The editor's working copy (with unsaved edits) and the copy last saved. */
  page: Page;
  savedPage: Page;
  dirty: boolean;
  busy: boolean;
  /** Changes a value of the working copy, as any edit does (undoable, backed up, saved with 'Save page'). */
  onChange: (path: string, value: unknown) => void;
  /** Saves the working copy as the menu's 'Save page' does; answers whether it was saved. */
  onSave: () => Promise<boolean>;
  /** The server changed published / version / roles (unpublish, roles/applyToPage): unsaved edits are kept. */
  onServerChanged: (page: Page) => void;
  /** A version was restored: the answer becomes the editor's page (the caller asks about unsaved edits first). */
  onRestored: (page: Page) => void;
  /** The page is gone: the editor leaves for the home page with the toast 'Page Deleted'. */
  onDeleted: () => void;
  onClose: () => void;
};

/** 'Page settings' (SPEC.md §2): placeholder until the panel lands. */
export function PageSettingsPanel(_props: PageSettingsPanelProps) {
  return null;
}
