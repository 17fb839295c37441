// `${fieldName}` placeholders in a success email (SPEC.md §5), replaced by plain text substitution: no template
// engine ever evaluates what an editor or a visitor typed (DESIGN.md §7).

const placeholder = /\$\{\s*([A-Za-z0-9_-]{1,60})\s*\}/g;

import { escapeHtml } from '@/lib/escape-html';

export { escapeHtml };

/** The names the text refers to, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(placeholder)].map((match) => match[1]))];
}

/** Plain text: each placeholder becomes its value (unknown names become empty). */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(placeholder, (_, name: string) => (Object.hasOwn(values, name) ? values[name] : ''));
}

/** HTML: the text and every value escaped, line breaks kept. */
export function fillHtml(text: string, values: Readonly<Record<string, string>>): string {
  const escapedValues = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeHtml(value)]));
  return escapeHtml(text)
    .replace(/\$\{\s*([A-Za-z0-9_-]{1,60})\s*\}/g, (_, name: string) => (Object.hasOwn(escapedValues, name) ? escapedValues[name] : ''))
    .replace(/\r?\n/g, '<br>\n');
}

/** SPEC.md §5: a preview containing the word error is flagged. */
export const previewFlagged = (html: string) => /\berror\b/i.test(html);
