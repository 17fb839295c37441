'use client';

import { useCallback, useEffect, useState } from 'react';
import { canPublish, type AuthUser } from '@/lib/auth/roles';
import { menuOrder, type MenuEntry } from '../menu/menu-items';
import { useSiteName } from '../settings/use-shared-settings';
import { chromeText } from './chrome-document';
import type { ChromeSelection } from './chrome-editing';
import { useChromeDocument, type ChromeDocument } from './use-chrome-document';

type Notify = (kind: 'success' | 'error', text?: string) => void;

type Input = {
  user: AuthUser;
  domainId: string;
  notify: Notify;
  /** The menu is in select state. */
  selecting: boolean;
  /** Something on the page is selected: the navigation's or footer's selection gives way. */
  pageSelected: boolean;
  /** Closes the page's sidebar when a value of the navigation or footer is chosen. */
  closePageSidebar: () => void;
};

function menuEntriesFor(doc: ChromeDocument, orders: { save: number; publish: number }, mayPublish: boolean): MenuEntry[] {
  const text = chromeText[doc.kind];
  const loaded = doc.value !== null;
  const entries: MenuEntry[] = [
    { order: orders.save, label: text.save, icon: 'save', onClick: () => void doc.save(), disabled: !loaded || doc.busy !== null, marker: doc.dirty ? 'Unsaved changes' : undefined },
  ];
  if (mayPublish) {
    entries.push({
      order: orders.publish,
      label: text.publish,
      icon: 'publish',
      onClick: doc.askPublish,
      disabled: !loaded || doc.busy !== null,
      marker: doc.pending ? 'Unpublished changes' : undefined,
    });
  }
  return entries;
}

/**
 * Everything the editor needs to edit the navigation and the footer in place: both documents, which value is
 * selected, the site name for the header, and the menu items 'Save navigation' and 'Save footer' (SPEC.md §2)
 * with their publish items for those who may publish.
 */
export function useChromeEditor({ user, domainId, notify, selecting, pageSelected, closePageSidebar }: Input) {
  const nav = useChromeDocument('nav', domainId, user._id, notify);
  const footer = useChromeDocument('footer', domainId, user._id, notify);
  const [selection, setSelection] = useState<ChromeSelection | null>(null);
  useEffect(() => {
    if (!selecting || pageSelected) setSelection(null);
  }, [selecting, pageSelected]);
  const select = useCallback(
    (next: ChromeSelection) => {
      closePageSidebar();
      setSelection(next);
    },
    [closePageSidebar],
  );
  const siteName = useSiteName(domainId);
  const mayPublish = canPublish(user);
  const menuEntries = [
    ...menuEntriesFor(nav, { save: menuOrder.saveNavigation, publish: menuOrder.publishNavigation }, mayPublish),
    ...menuEntriesFor(footer, { save: menuOrder.saveFooter, publish: menuOrder.publishFooter }, mayPublish),
  ];
  return { nav, footer, selection, select, close: () => setSelection(null), dirty: nav.dirty || footer.dirty, siteName, menuEntries };
}
