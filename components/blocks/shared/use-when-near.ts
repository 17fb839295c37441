import { useCallback, useEffect, useState, type RefObject } from 'react';

/** How far ahead of the screen code starts loading: about one phone screen, so it is ready on arrival. */
export const nearMargin = '800px 0px';

/**
 * True once `ref`'s element comes within `margin` of the viewport (unless `watch` is false), or once `wake` is
 * called (e.g. when the visitor points at, touches or tabs into it first). It stays true. Blocks use it to fetch
 * their browser code only on pages that show them, and only when a visitor is about to need it.
 */
export function useWhenNear(ref: RefObject<Element | null>, margin: string = nearMargin, watch = true): [near: boolean, wake: () => void] {
  const [near, setNear] = useState(false);
  const wake = useCallback(() => setNear(true), []);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !watch) return;
    // Browsers without IntersectionObserver (and test DOMs) load at once.
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin, watch]);
  return [near, wake];
}
