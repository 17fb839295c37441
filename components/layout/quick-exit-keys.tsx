'use client';

import { useEffect, useState } from 'react';
import { exitPage, shiftCounter, SHIFT_PRESSES } from './quick-exit-action';

/**
 * Makes the quick exit replace the page (so Back does not return) and listens for Shift pressed three times.
 * Says how many more presses are needed, for those who cannot see the hint.
 */
export function QuickExitKeys() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    const link = () => document.querySelector<HTMLAnchorElement>('a[data-quick-exit]');
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest?.('a[data-quick-exit]');
      if (!(target instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      exitPage(target.href);
    };
    const counter = shiftCounter(Date.now);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat) return;
      const count = counter.press(event.key === 'Shift');
      setLeft(count === 0 ? 0 : SHIFT_PRESSES - count);
      if (count >= SHIFT_PRESSES) {
        const destination = link()?.href;
        if (destination) exitPage(destination);
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown, { capture: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown, { capture: true });
    };
  }, []);
  return (
    <span className="cs-visually-hidden" role="status">
      {left > 0 ? `Shift, press ${left} more ${left === 1 ? 'time' : 'times'} to exit.` : ''}
    </span>
  );
}
