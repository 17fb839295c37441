// Text typed into a search box becomes a regex only here, escaped, so it can never be a pattern or an operator.

/** Characters with a meaning in a regular expression. */
const SPECIAL = /[.*+?^${}()|[\]\\/-]/g;

export function escapeRegex(text: string): string {
  // A NUL cannot travel in a BSON regular expression (MongoDB's driver refuses it): written as \x00, it still
  // means the same character. A JavaScript pattern's source writes the line and paragraph separators (U+2028,
  // U+2029) as \u2028 and \u2029, which MongoDB's regular expressions refuse ('PCRE does not support \u'): each
  // stands for any one character instead, the same in both ([\s\S]).
  return text
    .replace(SPECIAL, '\\$&')
    .replace(/\0/g, '\\x00')
    .replace(/[\u2028\u2029]/g, '[\\s\\S]');
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
