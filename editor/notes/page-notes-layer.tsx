'use client';

import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Page } from '@/lib/content/schemas';
import { componentsByKey } from '@/lib/content/document-diff';
import { getAtPath } from '@/lib/content/value-at-path';
import { menuOrder, type MenuEntry } from '../menu/menu-items';
import { blockLabel } from '../compare/compare-text';
import { followLayout } from '../canvas/follow-layout';
import panel from '../ui/panel.styles';
import styles from './notes.styles';
import { NotesDialog, type NotesTarget } from './notes-dialog';
import { usePageNotes } from './use-page-notes';

type MarkerPlace = { componentKey: string; count: number; label: string; top: number; left: number };

/**
 * Beside each component with open notes, a marker that opens them: placed on the page (it scrolls with its
 * component, and a keyboard or a test can bring it into view), and placed again whenever the page changes.
 */
function NoteMarkers({ stage, page, counts, revision, onOpen }: { stage: HTMLElement | null; page: Page; counts: Map<string, number>; revision: unknown; onOpen: (componentKey: string) => void }) {
  const [places, setPlaces] = useState<MarkerPlace[]>([]);
  useLayoutEffect(() => {
    if (!stage || !counts.size) return setPlaces([]);
    const measure = () => {
      const byKey = componentsByKey(page.contents, 'contents');
      const found: MarkerPlace[] = [];
      for (const [componentKey, count] of counts) {
        const component = byKey.get(componentKey);
        const element = component && stage.querySelector(`[data-component="${CSS.escape(component.path)}"]`);
        if (!component || !element) continue;
        const rect = element.getBoundingClientRect();
        // On the component's top edge, at its start: above its first line rather than over it.
        found.push({ componentKey, count, label: blockLabel(component.componentType), top: rect.top + window.scrollY - 18, left: rect.left + window.scrollX + 8 });
      }
      setPlaces(found);
    };
    return followLayout(measure);
  }, [stage, page, counts, revision]);
  return places.map((place) => (
    <button key={place.componentKey} type="button" className={styles.marker} style={{ top: place.top, left: place.left }} onClick={() => onOpen(place.componentKey)}>
      {place.count === 1 ? '1 note' : `${place.count} notes`}
      <span className={panel.visuallyHidden}> on this {place.label}</span>
    </button>
  ));
}

type Input = {
  stage: HTMLElement | null;
  /** The working copy shown (markers follow its components); notes are kept against the saved copy. */
  page: Page | null;
  pageId: string | undefined;
  domainId: string;
  /** Markers only while components can be selected (select state). */
  showMarkers: boolean;
};

export type NotesUi = {
  menuEntry: MenuEntry;
  /** Opens the notes of the component at `componentPath` (its toolbar's 'Add note'). */
  openForComponent: (componentPath: string) => void;
  layer: ReactNode;
};

/** Notes in the editor: the menu's 'Notes', the markers beside noted components and the dialog they open. */
export function usePageNotesUi({ stage, page, pageId, domainId, showMarkers }: Input): NotesUi {
  const api = usePageNotes(pageId, domainId);
  const [target, setTarget] = useState<NotesTarget | null>(null);
  const counts = useMemo(() => {
    const open = new Map<string, number>();
    for (const note of api.notes) if (note.replyTo === null && !note.resolved && !note.onRemovedComponent) open.set(note.componentKey, (open.get(note.componentKey) ?? 0) + 1);
    return open;
  }, [api.notes]);
  const labelOf = (componentKey: string) => {
    const component = page ? componentsByKey(page.contents, 'contents').get(componentKey) : undefined;
    return component ? blockLabel(component.componentType) : '';
  };
  const openForKey = (componentKey: string) => setTarget({ componentKey, label: labelOf(componentKey) || 'a component' });
  return {
    menuEntry: {
      order: menuOrder.notes,
      label: 'Notes',
      icon: 'note',
      onClick: () => setTarget({ page: true }),
      disabled: !pageId,
      marker: api.open ? `${api.open} open ${api.open === 1 ? 'note' : 'notes'}` : undefined,
    },
    openForComponent: (componentPath) => {
      const component = page ? (getAtPath(page, componentPath) as { key?: unknown } | undefined) : undefined;
      if (typeof component?.key === 'string') openForKey(component.key);
    },
    layer: (
      <>
        {showMarkers && page && <NoteMarkers stage={stage} page={page} counts={counts} revision={page} onOpen={openForKey} />}
        {target && <NotesDialog target={target} api={api} componentLabel={labelOf} onClose={() => setTarget(null)} />}
      </>
    ),
  };
}
