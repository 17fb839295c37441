import type { MediaData } from './schema';

export * from './definition';
export { MediaBlock as Component } from './media-block';

/** Only a media block with a video renders its play button (PlayVideoButton). */
export const rendersParts = (data: MediaData) => Boolean(data.video.videoId);
