// Text typed into a search box becomes a regex only here, escaped, so it can never be a pattern or an operator.

/** Characters with a meaning in a regular expression. */
const SPECIAL = /[.*+?^${}()|[\]\\/-]/g;

export function escapeRegex(text: string): string {
  return text.replace(SPECIAL, '\\$&');
}

/** A case-insensitive "contains" pattern for the words typed, or undefined for an empty search. */
export function searchPattern(text: string | undefined): RegExp | undefined {
  const trimmed = text?.trim();
  return trimmed ? new RegExp(escapeRegex(trimmed), 'i') : undefined;
}

/** A filter matching documents where any of the fields contains the search (an empty search matches all). */
export function searchFilter(text: string | undefined, fields: readonly string[]): Record<string, unknown> {
  const pattern = searchPattern(text);
  return pattern ? { $or: fields.map((field) => ({ [field]: { $regex: pattern } })) } : {};
}
