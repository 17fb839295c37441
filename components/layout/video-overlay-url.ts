// Which videos the overlay may play and the player address for each. The id patterns are the only
// gate between stored content and an iframe src, so the Media schema and the overlay share them.

export const videoTypes = ['Youtube', 'Vimeo'] as const;
export type VideoType = (typeof videoTypes)[number];

/** What the overlay shows (SPEC.md §3 overlayVideo), plus a title for the dialog and player. */
export type OverlayVideo = { id: string; type: VideoType; title?: string };

const idPatterns: Record<VideoType, RegExp> = {
  Youtube: /^[A-Za-z0-9_-]{11}$/,
  Vimeo: /^[0-9]{1,12}$/,
};

export const videoIdHints: Record<VideoType, string> = {
  Youtube: 'A YouTube video id is 11 letters, digits, - or _ (the part after v= in the address)',
  Vimeo: 'A Vimeo video id is digits only (the number at the end of the address)',
};

export function isValidVideoId(type: VideoType, id: string): boolean {
  return idPatterns[type].test(id);
}

/**
 * The embedded player: YouTube in privacy mode without related videos from other channels, Vimeo
 * without tracking; both start at once because the visitor just asked to play (SPEC.md §7).
 */
export function videoEmbedUrl({ id, type }: Pick<OverlayVideo, 'id' | 'type'>): string | null {
  if (!isValidVideoId(type, id)) return null;
  return type === 'Youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}
