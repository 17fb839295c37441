// Security headers for every response (next.config.ts). The site's real needs: its own scripts and
// styles, Next's inline bootstrap scripts, images from itself, and video and map embeds.

export type HeaderOptions = {
  https: boolean;
  extraFrameSources?: string[];
  extraScriptSources?: string[];
  /** With a Maps key, the editor's place search loads Google's Maps script, which calls and draws from Google. */
  googleMaps?: boolean;
};

const googleMapsSources = { script: ['https://maps.googleapis.com'], connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'], img: ['https://maps.gstatic.com', 'https://maps.googleapis.com'] };

export function contentSecurityPolicy(options: HeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next streams page data in inline scripts; a nonce would make every page uncacheable.
    'script-src': ["'self'", "'unsafe-inline'", ...(options.extraScriptSources ?? []), ...(options.googleMaps ? googleMapsSources.script : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(options.googleMaps ? googleMapsSources.img : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.googleMaps ? googleMapsSources.connect : [])],
    'media-src': ["'self'"],
    'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.google.com', ...(options.extraFrameSources ?? [])],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  if (options.https) directives['upgrade-insecure-requests'] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

export function securityHeaders(options: HeaderOptions): { key: string; value: string }[] {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  if (options.https) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' });
  return headers;
}
