'use client';

import { useLayoutEffect, useState } from 'react';
import { ComponentActions, type ComponentActionHandlers } from './component-actions';
import styles from './canvas.module.css';

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
    let frame = 0;
    const measure = () => {
      const element = stage.querySelector<HTMLElement>(`[data-component="${CSS.escape(componentPath)}"]`);
      if (!element) return setPlace(null);
      const rect = element.getBoundingClientRect();
      setPlace({ top: Math.max(4, rect.top - 40), left: Math.max(4, rect.right - 300) });
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, true);
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, true);
      window.removeEventListener('resize', schedule);
    };
  }, [stage, componentPath, revision]);
  if (!place) return null;
  return (
    <div className={styles.toolbar} style={{ top: place.top, left: place.left }}>
      <ComponentActions {...props} compact />
    </div>
  );
}
