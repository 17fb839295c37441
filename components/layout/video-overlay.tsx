'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
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

type VideoOverlayContextValue = {
  overlayVideo: OverlayVideo | null;
  /**
   * Shows the video full-screen; `trigger` gets focus back when it closes. Returns false (and does
   * nothing) while the editor is selecting components or when the id is not a valid one.
   */
  openVideo: (video: OverlayVideo, trigger?: HTMLElement | null) => boolean;
  closeVideo: () => void;
};

const VideoOverlayContext = createContext<VideoOverlayContextValue>({
  overlayVideo: null,
  openVideo: () => {
    if (process.env.NODE_ENV !== 'production') console.warn('openVideo called outside VideoOverlayProvider');
    return false;
  },
  closeVideo: () => {},
});

/** The editor sets this while its select mode is on: a click then selects, it does not play. */
function editorIsSelecting(): boolean {
  return document.body.dataset.editorSelecting === 'true';
}

/** Holds the one video overlay of the site (SPEC.md §2); mounted once by SiteLayout. */
export function VideoOverlayProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ video: OverlayVideo; returnFocusTo: HTMLElement | null } | null>(null);
  const [VideoOverlayDialog, setDialog] = useState<Dialog | null>(null);
  const overlayVideo = open?.video ?? null;

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
  useEffect(() => {
    if (!overlayVideo) return;
    window.addEventListener('popstate', closeVideo);
    return () => window.removeEventListener('popstate', closeVideo);
  }, [overlayVideo, closeVideo]);

  const value = useMemo(() => ({ overlayVideo, openVideo, closeVideo }), [overlayVideo, openVideo, closeVideo]);
  return (
    <VideoOverlayContext.Provider value={value}>
      {children}
      {open &&
        VideoOverlayDialog &&
        createPortal(
          <VideoOverlayDialog video={open.video} onClose={closeVideo} returnFocusTo={open.returnFocusTo} />,
          document.body,
        )}
    </VideoOverlayContext.Provider>
  );
}

export function useVideoOverlay(): VideoOverlayContextValue {
  return useContext(VideoOverlayContext);
}
