'use client';

import { useLayoutEffect, useState } from 'react';
import { ComponentActions, type ComponentActionHandlers } from './component-actions';
import { followLayout } from './follow-layout';
import styles from './canvas.styles';

type Props = ComponentActionHandlers & {
  stage: HTMLElement | null;
  componentPath: string;
  label: string;
  isFirst: boolean;
  isLast: boolean;
  /** Changes whenever the page re-renders, so the toolbar follows its component. */
  revision: unknown;
};

type Place = { top: number; left: number } | null;

/** A small toolbar pinned to the top right of the selected component, following it as the page scrolls. */
export function ComponentToolbar({ stage, componentPath, revision, ...props }: Props) {
  const [place, setPlace] = useState<Place>(null);
  useLayoutEffect(() => {
    if (!stage) return;
    const measure = () => {
      const element = stage.querySelector<HTMLElement>(`[data-component="${CSS.escape(componentPath)}"]`);
      if (!element) return setPlace(null);
      const rect = element.getBoundingClientRect();
      // Above the component's top right corner, where the block above rarely has words (its last line ends to the
      // left), never under the editor menu or the sidebar.
      const menu = document.querySelector('nav[aria-label="Editor menu"]')?.getBoundingClientRect().right ?? 0;
      const sidebar = document.querySelector('aside[aria-label="Edit content"]')?.getBoundingClientRect().left ?? window.innerWidth;
      const width = 6 * 44 + 8;
      const left = Math.max(menu + 4, Math.min(rect.right - width, sidebar - width - 4));
      // Kept on screen even when the component is scrolled partly out of view.
      const top = rect.top > 48 ? rect.top - 44 : rect.top + 4;
      setPlace({ top: Math.min(Math.max(4, top), window.innerHeight - 48), left });
    };
    return followLayout(measure);
  }, [stage, componentPath, revision]);
  if (!place) return null;
  return (
    <div className={styles.toolbar} style={{ top: place.top, left: place.left }}>
      <ComponentActions {...props} compact />
    </div>
  );
}
