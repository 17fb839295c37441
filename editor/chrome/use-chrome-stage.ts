'use client';

import { useEffect, useState } from 'react';

/**
 * Where the editor renders its working copy of the header or the footer: a container placed right after the
 * published one, which is hidden while the working copy is shown (and shown again when the editor closes).
 */
export function useChromeStage(selector: string, id: string, active: boolean): HTMLElement | null {
  const [stage, setStage] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const published = document.querySelector<HTMLElement>(selector);
    if (!published?.parentElement) return;
    const container = document.createElement('div');
    container.id = id;
    published.after(container);
    setStage(container);
    return () => {
      container.remove();
      setStage(null);
    };
  }, [selector, id]);
  useEffect(() => {
    const published = stage?.previousElementSibling as HTMLElement | null | undefined;
    if (!published) return;
    published.hidden = active;
    return () => {
      published.hidden = false;
    };
  }, [active, stage]);
  return stage;
}
