import { sanitizeRichText as applyAllowList } from '@/lib/content/rich-text';

// Sanitised output is regular (attributes quoted, no nested links), so a pattern can find new-tab links.
const newTabLink = /(<a [^>]*target="_blank"[^>]*>[\s\S]*?)<\/a>/g;
// The space sits inside the hidden span so sighted readers see no underlined gap.
const newTabHint = '<span class="cs-visually-hidden"> (opens in a new tab)</span>';

/**
 * Rich text ready to render: the shared allow-list, then links that open a new tab say so to
 * screen readers, as every other link on the site does.
 */
export function sanitizeRichText(html: string): string {
  return applyAllowList(html).replace(newTabLink, `$1${newTabHint}</a>`);
}
