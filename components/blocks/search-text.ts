// The words a visitor reads on a page, for the site search: the page header's, then each block's in page order,
// read through the blocks' field descriptors (the same list that makes every visible value editable), so a new
// block's text is found without touching the search. No React: the server imports it.
import { getAtPath } from '@/lib/content/value-at-path';
import { htmlToText } from '@/lib/content/html-text';
import { resolveCrisisTokens } from '@/lib/content/site/crisis-tokens';
import type { Page } from '@/lib/content/schemas';
import type { FieldDescriptor } from './shared/descriptor';
import { descriptorFor } from './definitions';

/** Plain text with a crisis reference read as its entry's name in words (the register is not at hand here). */
const plain = (text: string) => resolveCrisisTokens(text, []);

function fieldTexts(owner: unknown, fields: readonly FieldDescriptor[], into: string[], depth: number): void {
  if (depth > 32) return;
  for (const field of fields) {
    const value = field.path === '' ? owner : getAtPath(owner, field.path);
    switch (field.kind) {
      case 'text':
      case 'formattedText':
        // An anchor's id and what only staff and email readers see are not the page's words.
        if (typeof value === 'string' && !field.unseen && field.format !== 'anchorId') into.push(plain(value));
        break;
      case 'richText':
        if (typeof value === 'string') into.push(htmlToText(plain(value)));
        break;
      case 'link': {
        const text = (value as { text?: unknown } | undefined)?.text;
        if (typeof text === 'string') into.push(text);
        break;
      }
      case 'list':
        if (Array.isArray(value)) for (const item of value) fieldTexts(item, field.item, into, depth + 1);
        break;
      case 'content':
        if (Array.isArray(value)) for (const child of value) componentTexts(child, into, depth + 1);
        break;
      default:
        break;
    }
  }
}

function componentTexts(component: unknown, into: string[], depth: number): void {
  const type = (component as { componentType?: unknown } | null)?.componentType;
  const descriptor = typeof type === 'string' ? descriptorFor(type) : undefined;
  if (descriptor) fieldTexts(component, descriptor.fields, into, depth);
}

/** The page header's description and quick links, then the text of every block, as one string. */
export function pageSearchText(page: Pick<Page, 'header' | 'contents'>): { description: string; body: string } {
  const body: string[] = [];
  for (const link of page.header?.quickLinks ?? []) if (typeof link?.text === 'string') body.push(link.text);
  for (const component of page.contents ?? []) componentTexts(component, body, 0);
  return {
    description: plain(page.header?.description ?? ''),
    body: body.map((text) => text.trim()).filter(Boolean).join(' \n'),
  };
}
