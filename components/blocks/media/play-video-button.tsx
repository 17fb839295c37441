'use client';

import type { ReactNode } from 'react';
import { preloadVideoOverlay, useVideoOverlay } from '@/components/layout/video-overlay';
import type { VideoType } from '@/components/layout/video-overlay-url';

type Props = { videoId: string; type: VideoType; title: string; children: ReactNode };

/** The media image as a button that opens the site's video overlay. */
export function PlayVideoButton({ videoId, type, title, children }: Props) {
  const { openVideo, overlay } = useVideoOverlay();
  return (
    <>
      <button
        type="button"
        className="cs-media__play"
        aria-label={title ? `Play video: ${title}` : 'Play video'}
        aria-haspopup="dialog"
        onClick={(event) => openVideo({ id: videoId, type, title: title || undefined }, event.currentTarget)}
        onPointerEnter={preloadVideoOverlay}
        onTouchStart={preloadVideoOverlay}
        onFocus={preloadVideoOverlay}
      >
        {children}
      </button>
      {overlay}
    </>
  );
}
