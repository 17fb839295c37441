// Editors paste whole video addresses more often than bare ids: this finds the id in the address
// forms YouTube and Vimeo hand out, so only the id is stored (and checked against the overlay's rules).
import { isValidVideoId, type VideoType } from '@/components/layout/video-overlay-url';

export type FoundVideo = { type: VideoType; videoId: string };

function asUrl(text: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

function youtubeId(url: URL, host: string): string | undefined {
  if (host === 'youtu.be') return url.pathname.split('/')[1];
  if (!/(^|\.)youtube(-nocookie)?\.com$/.test(host)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return ['embed', 'shorts', 'live', 'v'].includes(kind) ? id : undefined;
}

function vimeoId(url: URL, host: string): string | undefined {
  if (!/(^|\.)vimeo\.com$/.test(host)) return undefined;
  // vimeo.com/123, vimeo.com/channels/staff/123, player.vimeo.com/video/123: the id is the numeric segment.
  return url.pathname.split('/').find((segment) => /^\d+$/.test(segment));
}

/** The video a pasted address points at, or null when the text is not a YouTube or Vimeo address. */
export function parseVideoAddress(text: string): FoundVideo | null {
  const trimmed = text.trim();
  if (!/[./]/.test(trimmed)) return null;
  const url = asUrl(trimmed);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  const youtube = youtubeId(url, host);
  if (youtube && isValidVideoId('Youtube', youtube)) return { type: 'Youtube', videoId: youtube };
  const vimeo = vimeoId(url, host);
  if (vimeo && isValidVideoId('Vimeo', vimeo)) return { type: 'Vimeo', videoId: vimeo };
  return null;
}
