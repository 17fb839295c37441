'use client';

import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { preloadVideoOverlay, useVideoOverlay } from '@/components/layout/video-overlay';
import { videoEmbedUrl, type VideoType } from '@/components/layout/video-overlay-url';
import { useHydrated } from '@/components/ui/use-hydrated';

type Props = { videoId: string; type: VideoType; title: string; children: ReactNode };

/**
 * The media image as the way to play its video. Without the page's script (and until it runs) it is a link to the
 * video's player, the same privacy-minded address the overlay plays, which plays the video in the tab; once the
 * script runs it is a button that opens the site's video overlay instead.
 */
export function PlayVideoButton({ videoId, type, title, children }: Props) {
  const { openVideo, overlay } = useVideoOverlay();
  const scripted = useHydrated();
  const open = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    event.preventDefault();
    openVideo({ id: videoId, type, title: title || undefined }, event.currentTarget);
  };
  return (
    <>
      <a
        href={videoEmbedUrl({ id: videoId, type }) ?? undefined}
        className="cs-media__play"
        aria-label={title ? `Play video: ${title}` : 'Play video'}
        // Pressed before the script has arrived, it waits for the overlay rather than leaving (early-presses.ts).
        data-early-press=""
        {...(scripted ? { role: 'button', 'aria-haspopup': 'dialog' as const } : {})}
        onClick={open}
        // A button is pressed with Space as well as Enter (a link only answers Enter).
        onKeyDown={(event) => scripted && event.key === ' ' && open(event)}
        onPointerEnter={preloadVideoOverlay}
        onTouchStart={preloadVideoOverlay}
        onFocus={preloadVideoOverlay}
      >
        {children}
      </a>
      {overlay}
    </>
  );
}
