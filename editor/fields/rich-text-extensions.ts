// The rich-text schema: only what lib/content/rich-text.ts keeps on save, minus what the field hides.
// A hidden kind has no extension at all, so pasted content of that kind cannot come in either.
import { Mark, Node } from '@tiptap/react';
import StarterKit, { type StarterKitOptions } from '@tiptap/starter-kit';
import type { RichTextField } from '@/components/blocks/shared/descriptor';
import { CRISIS_REFERENCE_ATTRIBUTE, isCrisisContactId, isCrisisReferenceShow } from '@/lib/content/site/crisis-references';
import { isAllowedRichTextHref } from './rich-text-href';

export type RichTextHide = NonNullable<RichTextField['hide']>;

/**
 * Links as the allow-list stores them: an allowed href, and target="_blank" only together with
 * rel="noopener noreferrer", attributes in that order. Everything else on a pasted <a> is dropped,
 * and an <a> with any other address keeps its text but loses the link.
 */
export const SafeLink = Mark.create({
  name: 'link',
  priority: 1000,
  inclusive: false,
  exitable: true,
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element) => element.getAttribute('href')?.trim() ?? null, rendered: false },
      target: { default: null, parseHTML: (element) => (element.getAttribute('target') === '_blank' ? '_blank' : null), rendered: false },
    };
  },
  parseHTML() {
    return [{ tag: 'a[href]', getAttrs: (element) => (isAllowedRichTextHref(element.getAttribute('href') ?? '') ? null : false) }];
  },
  renderHTML({ mark }) {
    const { href, target } = mark.attrs as { href: string; target: string | null };
    return ['a', target === '_blank' ? { href, target, rel: 'noopener noreferrer' } : { href }, 0];
  },
});

export type CrisisReferenceAttributes = { contactId: string; show: string; label: string; href: string | null };

/**
 * A crisis-contact reference (lib/content/site/crisis-references.ts): one piece that names a register entry, shown
 * with the name and number it had when inserted; visitors get the published register's. Read before links, so a
 * pasted or stored reference stays one.
 */
export const CrisisContactReference = Node.create({
  name: 'crisisContact',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      contactId: { default: '', rendered: false },
      show: { default: 'both', rendered: false },
      label: { default: '', rendered: false },
      href: { default: null, rendered: false },
    };
  },
  parseHTML() {
    return [
      {
        tag: `a[${CRISIS_REFERENCE_ATTRIBUTE}]`,
        priority: 100,
        getAttrs: (element) => {
          const contactId = element.getAttribute(CRISIS_REFERENCE_ATTRIBUTE);
          if (!isCrisisContactId(contactId)) return false;
          const show = element.getAttribute('data-show');
          const href = element.getAttribute('href');
          return { contactId, show: isCrisisReferenceShow(show) ? show : 'both', label: element.textContent ?? '', href: href && isAllowedRichTextHref(href) ? href : null };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const { contactId, show, label, href } = node.attrs as CrisisReferenceAttributes;
    return ['a', { ...(href ? { href } : {}), [CRISIS_REFERENCE_ATTRIBUTE]: contactId, 'data-show': show }, label];
  },
  renderText({ node }) {
    return (node.attrs as CrisisReferenceAttributes).label;
  },
});

export function richTextExtensions(hide: RichTextHide) {
  const off = (hidden: boolean | undefined) => (hidden ? (false as const) : {});
  const options: Partial<StarterKitOptions> = {
    // Not in the allow-list: code, code blocks, rules, and headings other than h2-h4.
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
    // An empty paragraph kept after a final list or quote would be stored and shown to visitors as a
    // gap; Enter on an empty item or quote line already leaves it.
    trailingNode: false,
    heading: hide.headers ? false : { levels: [2, 3, 4] },
    bold: off(hide.style),
    italic: off(hide.style),
    underline: off(hide.style),
    strike: off(hide.style),
    bulletList: off(hide.lists),
    orderedList: off(hide.lists),
    listItem: off(hide.lists),
    listKeymap: off(hide.lists),
  };
  return [StarterKit.configure(options), ...(hide.links ? [] : [SafeLink, CrisisContactReference])];
}

/**
 * Pasted h1 and h5/h6 become the nearest heading the page allows (the page title is the only h1),
 * as the save-time allow-list does, instead of falling back to plain paragraphs.
 */
export function nearestAllowedHeadings(html: string): string {
  return html.replace(/<(\/?)h1(?=[\s>])/gi, '<$1h2').replace(/<(\/?)h[56](?=[\s>])/gi, '<$1h4');
}
