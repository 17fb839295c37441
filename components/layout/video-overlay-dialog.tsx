'use client';

import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { makeRestInert } from './focus-trap';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { videoEmbedUrl, type OverlayVideo } from './video-overlay-url';

type Props = { video: OverlayVideo; onClose: () => void; returnFocusTo: HTMLElement | null };

/** The full-screen video player (SPEC.md §2): Close, a click on the scrim or Escape dismiss it. */
export function VideoOverlayDialog({ video, onClose, returnFocusTo }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const player = useRef<HTMLIFrameElement>(null);
  const src = videoEmbedUrl(video);
  const label = video.title ? `Video: ${video.title}` : 'Video';
  useBodyScrollLock(true);

  // Layout effects, so that focus, the inert page and Escape are in place before the dialog is painted:
  // a key pressed the moment it shows is never lost.
  useLayoutEffect(() => {
    const dialog = root.current;
    if (!dialog) return;
    const restore = makeRestInert(dialog);
    closeButton.current?.focus();
    return () => {
      restore();
      // The trigger may have gone (e.g. the editor re-rendered the page); then focus stays put.
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [returnFocusTo]);

  // Escape closes wherever focus is on the page: on Close, on the panel after a click there, or
  // still on its way from the play button (the page behind is inert by then). Keys pressed inside
  // the player iframe are the player's own.
  useLayoutEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    window.addEventListener('keydown', onEscape);
    return () => window.removeEventListener('keydown', onEscape);
  }, [onClose]);

  // Only two stops: Close and the player. Tab out of the player is the browser's (the page behind is
  // inert); Shift+Tab from Close wraps to the player so the trap works both ways.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab' && event.target === closeButton.current && (event.shiftKey || !player.current)) {
      event.preventDefault();
      (player.current ?? closeButton.current)?.focus();
    }
  };
  const onScrimClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <div ref={root} className="cs-video-overlay" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="cs-video-overlay__scrim" onClick={onScrimClick}>
        <div className="cs-video-overlay__panel">
          <button ref={closeButton} type="button" className="cs-video-overlay__close" onClick={onClose}>
            <CloseIcon />
            Close
          </button>
          <div className="cs-video-overlay__frame">
            {src && (
              <iframe
                ref={player}
                src={src}
                title={video.title ? `${video.type === 'Youtube' ? 'YouTube' : 'Vimeo'} player: ${video.title}` : 'Video player'}
                allow="autoplay; fullscreen; picture-in-picture"
                allowFullScreen
              />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
