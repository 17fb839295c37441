// The rich-text allow-list, applied on save (lib/content/pages/save-page.ts) and again on render (the RichText block).
import sanitizeHtml from 'sanitize-html';
import { allowedLinkSchemes } from './link-schemes';
import { CRISIS_REFERENCE_ATTRIBUTE, isCrisisContactId, isCrisisReferenceShow } from './site/crisis-references';

const policy: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'br'],
  allowedAttributes: { a: ['href', 'target', 'rel', CRISIS_REFERENCE_ATTRIBUTE, 'data-show'] },
  allowedSchemes: [...allowedLinkSchemes],
  allowProtocolRelative: false,
  transformTags: {
    // The page title is the only h1, and the heading outline stops at h4; keep pasted headings
    // as headings rather than letting their text run into the next paragraph.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    a: (tagName, attribs) => {
      const { href, target } = attribs;
      const safe: sanitizeHtml.Attributes = href === undefined ? {} : { href };
      // A new tab must never hand the opener to the linked site.
      if (target === '_blank') Object.assign(safe, { target, rel: 'noopener noreferrer' });
      // A crisis-contact reference (lib/content/site/crisis-references.ts): a register id and what it shows.
      const contactId = attribs[CRISIS_REFERENCE_ATTRIBUTE];
      if (isCrisisContactId(contactId)) {
        safe[CRISIS_REFERENCE_ATTRIBUTE] = contactId;
        safe['data-show'] = isCrisisReferenceShow(attribs['data-show']) ? attribs['data-show'] : 'both';
      }
      return { tagName, attribs: safe };
    },
  },
};

/** Rich text reduced to the allow-listed tags and safe links. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, policy);
}
