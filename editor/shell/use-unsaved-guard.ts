'use client';

import { useEffect } from 'react';
import { leaveConfirmed, UNSAVED_MESSAGE } from './navigation';

export { UNSAVED_MESSAGE };


/** Asks before leaving with unsaved changes: closing or reloading the tab, and following an internal link. */
export function useUnsavedGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // The editor already asked (openAddress): asking twice would only annoy.
      if (leaveConfirmed()) return;
      event.preventDefault();
      event.returnValue = UNSAVED_MESSAGE;
      return UNSAVED_MESSAGE;
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || event.defaultPrevented) return;
      // In select state a click on the page selects instead of following the link.
      if (document.body.dataset.editorSelecting === 'true' && (link.closest('#editor-page') || link.closest('#editor-header [data-edit], #editor-footer [data-edit]'))) return;
      if (!window.confirm(UNSAVED_MESSAGE)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
