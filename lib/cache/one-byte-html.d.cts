// Types for one-byte-html.cjs.

/** `html` with its characters above U+00FF escaped (a one-byte string), or `html` itself. */
export function oneByteHtml(html: string): string;
