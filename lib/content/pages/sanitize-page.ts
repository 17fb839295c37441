// A page made safe on its way into the store: every RichText component's text at any depth goes through the
// rich-text allow-list, and every link address with a scheme outside link-schemes.ts becomes ''. Blocks nest
// content lists inside any field (split content columns, panels, accordion items...), so the walk visits
// every object and array rather than trusting a list of known places.
import { isStorableFieldName } from '@/lib/db/port';
import { AppError } from '@/lib/errors';
import { allowedLinkSchemes } from '../link-schemes';
import { sanitizeRichText } from '../rich-text';
import { anchorId } from '../anchor-id';
import { onSiteLinkHref } from '../domains/site-address';
import { isPublicImageSrc } from '../public-image';
import type { Page } from '../schemas';

/** Far deeper than any real page; a hostile body nested deeper is refused instead of exhausting the stack. */
const MAX_DEPTH = 64;
/**
 * Lists within lists: a real page has a handful (contents, a column's contents, a block's items). The embedded
 * store checks every document it writes twice over for each level of lists, so its work doubles with every
 * level: fifty levels would keep the server busy for days.
 */
const MAX_LIST_DEPTH = 8;
const TOO_DEEP = 'The page is nested too deeply to be saved.';
/**
 * A list held directly in a list: no block has one (their lists hold items or words), and FerretDB, a MongoDB
 * protocol server some sites run on, cannot store one. Refused alike on every store.
 */
const LIST_IN_LIST = 'The page has a list directly inside a list, which cannot be saved.';

export function sanitizePage(page: Page): Page {
  return sanitizeContent(page);
}

/** The same for any content an editor saves (the navigation and the footer too): links and rich text made safe. */
export function sanitizeContent<T>(value: T): T {
  return sanitizeValue(value, 0, 0) as T;
}

function sanitizeValue(value: unknown, depth: number, listDepth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) throw new AppError('invalid_input', TOO_DEEP);
  if (Array.isArray(value)) {
    if (listDepth >= MAX_LIST_DEPTH) throw new AppError('invalid_input', TOO_DEEP);
    if (value.some(Array.isArray)) throw new AppError('invalid_input', LIST_IN_LIST);
    return value.map((item) => sanitizeValue(item, depth + 1, listDepth + 1));
  }
  // Neither store takes such names alike (the embedded one refuses them), and the editor never makes them.
  if (!Object.keys(value).every(isStorableFieldName)) throw new AppError('invalid_input', 'The page has a field name that cannot be saved.');
  // fromEntries defines own properties, so a stored "__proto__" key stays data and never becomes a prototype.
  const clean = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, sanitizeValue(child, depth + 1, listDepth)]));
  if (clean.componentType === 'RichText' && typeof clean.text === 'string') clean.text = sanitizeRichText(clean.text);
  if (clean.componentType === 'Anchor' && typeof clean.id === 'string') clean.id = anchorId(clean.id);
  // Every `href` is judged, not only those of objects typed as links: a caption or card link is just as clickable.
  if (typeof clean.href === 'string' && !isAllowedHref(clean.href)) clean.href = '';
  // A stored picture address is one of the site's own: any other would be fetched by every browser showing it.
  if (typeof clean.src === 'string' && !isPublicImageSrc(clean.src)) delete clean.src;
  // A page or anchor link stays on the site, the way a browser resolves it ('//evil.example' does not).
  if ((clean.type === 'page' || clean.type === 'anchor') && typeof clean.href === 'string' && clean.href.trim() && !onSiteLinkHref(clean.type, clean.href)) {
    clean.href = '';
  }
  return clean;
}

const schemePattern = /^([a-z][a-z0-9+.-]*):/i;
const namedEntities: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', amp: '&', nbsp: ' ' };

/** Character references decoded the way an HTML attribute would, so `javascript&colon;` is judged as `javascript:`. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (match, body: string) => {
    if (body.startsWith('#')) {
      const code = /^#x/i.test(body) ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return namedEntities[body.toLowerCase()] ?? match;
  });
}

function schemeOf(href: string): string | undefined {
  // Browsers ignore tabs, newlines and leading control characters inside a scheme ("java\tscript:").
  return schemePattern.exec(href.replace(/[\s\u0000-\u001f\u007f]/g, ''))?.[1]?.toLowerCase();
}

/**
 * True when the address is relative or uses an allowed scheme, judged as written and after each round of
 * entity decoding (double-encoded tricks included), so no reading of it can run script.
 */
export function isAllowedHref(href: string): boolean {
  let candidate = href;
  for (let round = 0; round < 4; round++) {
    const scheme = schemeOf(candidate);
    if (scheme && !(allowedLinkSchemes as readonly string[]).includes(scheme)) return false;
    const decoded = decodeEntities(candidate);
    if (decoded === candidate) return true;
    candidate = decoded;
  }
  // Still changing after several rounds: nobody writes a link like that by accident.
  return false;
}
