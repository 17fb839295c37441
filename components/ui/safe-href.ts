// Links come from editors' content; only these schemes may reach an href, so stored content can
// never run script in a visitor's browser. Rich text uses the same list through sanitize-html.
import { allowedLinkSchemes } from '@/lib/content/link-schemes';

export { allowedLinkSchemes };

const schemePattern = /^([a-z][a-z0-9+.-]*):/i;

/** The href if it is relative or uses an allowed scheme; otherwise undefined. */
export function safeHref(href: string | undefined): string | undefined {
  const trimmed = href?.trim();
  if (!trimmed) return undefined;
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"), so judge it without them.
  const scheme = schemePattern.exec(trimmed.replace(/[\s\u0000-\u001f]/g, ''))?.[1];
  if (!scheme) return trimmed;
  return (allowedLinkSchemes as readonly string[]).includes(scheme.toLowerCase()) ? trimmed : undefined;
}
