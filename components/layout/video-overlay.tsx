'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { isValidVideoId, type OverlayVideo } from './video-overlay-url';

// The player is fetched when a visitor first reaches for a video (see preloadVideoOverlay), not with
// every page: most pages have no video.
type Dialog = (typeof import('./video-overlay-dialog'))['VideoOverlayDialog'];
const loadDialog = () => import('./video-overlay-dialog').then((module) => module.VideoOverlayDialog);

/** Starts fetching the player, e.g. when the pointer or focus reaches a play button. */
export function preloadVideoOverlay(): void {
  void loadDialog().catch(() => {});
}

export type VideoOverlay = {
  /**
   * Shows the video full-screen; `trigger` gets focus back when it closes. Returns false (and does
   * nothing) while the editor is selecting components or when the id is not a valid one.
   */
  openVideo: (video: OverlayVideo, trigger?: HTMLElement | null) => boolean;
  /** The open player (SPEC.md §2), in a portal at the end of the body; render it beside the trigger. */
  overlay: ReactNode;
};

/** The editor sets this while its select mode is on: a click then selects, it does not play. */
function editorIsSelecting(): boolean {
  return document.body.dataset.editorSelecting === 'true';
}

/**
 * The site's full-screen video player, owned by the play button that opens it: its code reaches only the pages
 * with a video (the button is a block part), and the player's own code only once a visitor reaches for one. The
 * dialog makes the rest of the page inert, so one player is open at a time.
 */
export function useVideoOverlay(): VideoOverlay {
  const [open, setOpen] = useState<{ video: OverlayVideo; returnFocusTo: HTMLElement | null } | null>(null);
  const [VideoOverlayDialog, setDialog] = useState<Dialog | null>(null);

  const openVideo = useCallback((video: OverlayVideo, trigger?: HTMLElement | null) => {
    if (editorIsSelecting() || !isValidVideoId(video.type, video.id)) return false;
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen({ video, returnFocusTo: trigger ?? focused });
    loadDialog().then(
      (dialog) => setDialog(() => dialog),
      // Offline: nothing opens, and the next press tries again.
      () => setOpen(null),
    );
    return true;
  }, []);
  const closeVideo = useCallback(() => setOpen(null), []);

  // The browser's Back button is how many phone users dismiss a full-screen view.
  const playing = open !== null;
  useEffect(() => {
    if (!playing) return;
    window.addEventListener('popstate', closeVideo);
    return () => window.removeEventListener('popstate', closeVideo);
  }, [playing, closeVideo]);

  const overlay =
    open && VideoOverlayDialog
      ? createPortal(<VideoOverlayDialog video={open.video} onClose={closeVideo} returnFocusTo={open.returnFocusTo} />, document.body)
      : null;
  return { openVideo, overlay };
}
