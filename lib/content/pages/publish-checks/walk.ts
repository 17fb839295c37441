// Visiting every value of a page with its path and the name of the block it belongs to. Blocks nest content lists
// in any field (columns, panels, accordion items), so the walk follows every object and array.
import type { Page } from '../../schemas';
import { htmlToText } from '../../html-text';

export type Visit = { value: Record<string, unknown>; path: string; block: string };

/** Names that do not follow from the componentType by splitting its words. */
const blockNames: Record<string, string> = { ButtonCta: 'Button Call to Action', Humanitix: 'Event list' };

/** 'EmergencyContact' -> 'Emergency Contact': the label the editor shows for a block. */
export function blockName(componentType: string): string {
  return blockNames[componentType] ?? componentType.replace(/([a-z])([A-Z])/g, '$1 $2');
}

export const PAGE_HEADER = 'page header';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * Every object inside `root` (a page's part, the navigation, the footer), outermost first, in the order visitors read
 * them, with its path from `path` and the block it belongs to (`block` until a component names its own).
 */
export function visitValue(root: unknown, path: string, block: string, visit: (at: Visit) => boolean | void): void {
  const walk = (value: unknown, at: string, within: string, depth: number) => {
    if (depth > 64) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, join(at, index), within, depth + 1));
      return;
    }
    if (!isObject(value)) return;
    const here = typeof value.componentType === 'string' ? blockName(value.componentType) : within;
    // A visitor that answers false has understood this value whole (an image): nothing inside it is visited.
    if (visit({ value, path: at, block: here }) === false) return;
    for (const [key, child] of Object.entries(value)) walk(child, join(at, key), here, depth + 1);
  };
  walk(root, path, block, 0);
}

/** Every object in the page header and contents, outermost first, in the order visitors read them. */
export function visitPage(page: Page, visit: (at: Visit) => boolean | void): void {
  visitValue(page.header, 'header', PAGE_HEADER, visit);
  visitValue(page.contents, 'contents', '', visit);
}

/** Where a problem is, in words: 'the Rich Text block', 'the page header'. */
export const where = (block: string) => (block === PAGE_HEADER ? 'the page header' : `the ${block} block`);

/** The anchors of rich text: their address and their text. */
export function richTextAnchors(html: string): { href: string; text: string }[] {
  const anchors: { href: string; text: string }[] = [];
  for (const match of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)) {
    const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(match[1]);
    anchors.push({ href: href ? (href[1] ?? href[2] ?? '') : '', text: htmlToText(match[2]) });
  }
  return anchors;
}

/** Rich text is the only HTML a page stores. */
export const isRichText = (value: Record<string, unknown>): value is { componentType: 'RichText'; text: string } =>
  value.componentType === 'RichText' && typeof value.text === 'string';
