/**
 * Browsers join a link's text and its visually hidden hint with the space inside the hint; the
 * testing library trims each text node, so names are matched with the space optional.
 */
export const named = (visible: string, hidden: string) =>
  new RegExp(`^${escapePattern(visible)}\\s*${escapePattern(hidden)}$`);

function escapePattern(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
