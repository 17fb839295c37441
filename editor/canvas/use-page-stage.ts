'use client';

import { useEffect, useState } from 'react';

/**
 * The element the editor renders the working copy into: a container inside <main>, shown in place of
 * the server-rendered published page (or 404) while a working copy is loaded.
 */
export function usePageStage(active: boolean): HTMLElement | null {
  const [stage, setStage] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const main = document.getElementById('main-content');
    if (!main) return;
    const container = document.createElement('div');
    container.id = 'editor-page';
    main.appendChild(container);
    setStage(container);
    return () => {
      container.remove();
      setStage(null);
    };
  }, []);
  useEffect(() => {
    const published = document.querySelectorAll<HTMLElement>('#page-content, #not-found-content');
    published.forEach((el) => (el.hidden = active));
    return () => published.forEach((el) => (el.hidden = false));
  }, [active, stage]);
  return stage;
}
