'use client';

import { useState } from 'react';
import { menuOrder, type MenuEntry } from '../menu/menu-items';
import { PreviewWidthsDialog } from './preview-widths-dialog';
import { PREVIEW_WIDTHS_TITLE } from './preview-widths';

type Options = {
  /** The saved page's id; the item is disabled until a page is loaded. */
  pageId: string | undefined;
  dirty: boolean;
  busy: boolean;
  onSave: () => Promise<boolean>;
};

/** The editor menu's 'Preview widths' item and the dialog it opens, so the editor needs only two lines for both. */
export function usePreviewWidths({ pageId, dirty, busy, onSave }: Options): { menuEntry: MenuEntry; dialog: React.ReactNode } {
  const [open, setOpen] = useState(false);
  const menuEntry: MenuEntry = { order: menuOrder.previewWidths, label: PREVIEW_WIDTHS_TITLE, icon: 'previewWidths', onClick: () => setOpen(true), disabled: !pageId };
  const dialog = open && pageId ? <PreviewWidthsDialog pageId={pageId} dirty={dirty} busy={busy} onSave={onSave} onClose={() => setOpen(false)} /> : null;
  return { menuEntry, dialog };
}
