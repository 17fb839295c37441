// Security headers for every response (next.config.ts). The site's real needs: its own scripts and
// styles, Next's inline bootstrap scripts, images from itself, and video and map embeds.

export type HeaderOptions = {
  https: boolean;
  extraFrameSources?: string[];
  extraScriptSources?: string[];
  /** With a Maps key, the editor's place search loads Google's Maps script, which calls and draws from Google. */
  googleMaps?: boolean;
  /** With GTM_ID, the tag manager's script and the analytics it sends to. */
  tagManager?: boolean;
};

// A captcha is drawn by Google's script in a frame from www.google.com (already a frame source for maps);
// allowed always, since only a form with a captcha field loads it, once the visitor starts filling it in.
const captchaSources = { script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] };
const tagManagerSources = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};
const googleMapsSources = { script: ['https://maps.googleapis.com'], connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'], img: ['https://maps.gstatic.com', 'https://maps.googleapis.com'] };

export function contentSecurityPolicy(options: HeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next streams page data in inline scripts; a nonce would make every page uncacheable.
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(options.extraScriptSources ?? []),
      ...captchaSources.script,
      ...(options.googleMaps ? googleMapsSources.script : []),
      ...(options.tagManager ? tagManagerSources.script : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(options.googleMaps ? googleMapsSources.img : []), ...(options.tagManager ? tagManagerSources.img : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.googleMaps ? googleMapsSources.connect : []), ...(options.tagManager ? tagManagerSources.connect : [])],
    'media-src': ["'self'"],
    // 'self': the editor's 'Preview widths' dialog shows the page's preview link in frames.
    'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.google.com', ...(options.extraFrameSources ?? [])],
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
