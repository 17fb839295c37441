// Timing of the navigation loading bar (SPEC.md §9), kept free of React so it is easy to test.
export const loadingTiming = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500, tickMs: 200 };

export type LoadingView = { visible: boolean; progress: number };

/**
 * start() shows the bar only if loading outlasts the throttle, so quick navigations never flash it.
 * Progress eases towards 95% over the duration; if no finish() has come by then, the bar finishes
 * itself rather than hanging. finish() fills it and hides it shortly after.
 */
export function createLoadingProgress(onChange: (view: LoadingView) => void, timing = loadingTiming) {
  let active = false;
  let visible = false;
  let startedAt = 0;
  let timers: ReturnType<typeof setTimeout>[] = [];
  let ticker: ReturnType<typeof setInterval> | undefined;

  const clearAll = () => {
    timers.forEach(clearTimeout);
    timers = [];
    clearInterval(ticker);
    ticker = undefined;
  };
  const update = () => {
    const t = Math.min(1, (Date.now() - startedAt) / timing.durationMs);
    onChange({ visible: true, progress: Math.round(95 * (1 - (1 - t) ** 2)) });
  };
  const show = () => {
    visible = true;
    update();
    ticker = setInterval(update, timing.tickMs);
  };

  const finish = () => {
    if (!active) return;
    active = false;
    clearAll();
    if (!visible) return;
    onChange({ visible: true, progress: 100 });
    timers.push(
      setTimeout(() => {
        visible = false;
        onChange({ visible: false, progress: 0 });
      }, timing.hideAfterMs),
    );
  };

  const start = () => {
    if (active) return;
    clearAll();
    active = true;
    startedAt = Date.now();
    // Already on screen (finishing the last load): carry straight on without a new delay.
    if (visible) show();
    else timers.push(setTimeout(show, timing.throttleMs));
    timers.push(setTimeout(finish, timing.durationMs));
  };

  return { start, finish, dispose: clearAll };
}

/** True for a plain click on a link to another page of this site, i.e. a client navigation. */
export function isInternalNavigation(event: MouseEvent, location: Pick<Location, 'origin' | 'pathname'>): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  const url = new URL(anchor.href, location.origin);
  return url.origin === location.origin && url.pathname !== location.pathname;
}
