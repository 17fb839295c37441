// A crisis-contact reference in plain text (a block's text fields, a page header's description): written as
//   {{crisis:<entry id>}}         the entry's number
//   {{crisis:<entry id>:name}}    its name
//   {{crisis:<entry id>:both}}    its name and number
// and shown to visitors, and on the editor's canvas, with what the published register says now. Rich text has its
// own reference (a link: crisis-references.ts). Pure: no store, no React.
import type { CrisisContact } from '../schemas';
import { escapeHtml } from '@/lib/escape-html';
import { crisisReferenceText, type CrisisReferenceShow } from './crisis-references';

const TOKEN_START = '{{crisis:';
const tokenPattern = /\{\{crisis:([a-z0-9][a-z0-9-]{0,59})(?::(both|number|name))?\}\}/g;

/** The reference as typed into plain text. */
export const crisisToken = (contactId: string, show: CrisisReferenceShow): string =>
  `${TOKEN_START}${contactId}${show === 'number' ? '' : `:${show}`}}}`;

/** Whether anything in the value (a page, a component, a string) holds a plain-text reference. */
export const hasCrisisTokens = (value: unknown): boolean =>
  typeof value === 'string' ? value.includes(TOKEN_START) : JSON.stringify(value ?? null).includes(TOKEN_START);

/**
 * The text with every reference replaced by the entry's words. An entry the register no longer has shows its id in
 * words ('crisis line'), never the braces.
 */
export function resolveCrisisTokens(text: string, contacts: readonly CrisisContact[]): string {
  if (!text.includes(TOKEN_START)) return text;
  return text.replace(tokenPattern, (_, id: string, show: CrisisReferenceShow | undefined) => {
    const contact = contacts.find((entry) => entry.id === id);
    return contact ? crisisReferenceText(contact, show ?? 'number') : id.replace(/-/g, ' ');
  });
}

/** The register entries a value's plain-text references name, in order of first use. */
export function tokenContactIds(value: unknown): string[] {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return [...new Set([...text.matchAll(tokenPattern)].map((match) => match[1]))];
}

/**
 * A page (or any content) with its plain-text references resolved, as a new value; the original is untouched. A
 * RichText component's HTML gets the words escaped, since it is drawn as markup.
 */
export function resolveCrisisTokensIn<T>(value: T, contacts: readonly CrisisContact[]): T {
  if (!hasCrisisTokens(value)) return value;
  const walk = (node: unknown, html: boolean, depth: number): unknown => {
    if (typeof node === 'string') return html ? resolveHtml(node, contacts) : resolveCrisisTokens(node, contacts);
    if (depth > 24 || !node || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map((item) => walk(item, false, depth + 1));
    const record = node as Record<string, unknown>;
    const richText = record.componentType === 'RichText';
    return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, walk(child, richText && key === 'text', depth + 1)]));
  };
  return walk(value, false, 0) as T;
}

const resolveHtml = (html: string, contacts: readonly CrisisContact[]) =>
  html.includes(TOKEN_START)
    ? html.replace(tokenPattern, (token) => escapeHtml(resolveCrisisTokens(token, contacts)))
    : html;
