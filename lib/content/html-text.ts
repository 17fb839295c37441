// Rich text (stored as HTML) read as plain words: for card texts, and for comparing two versions of a text.
// Pure and dependency-free, so it runs in the browser as well as on the server.

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Named (the few HTML text uses) and numeric character references as the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : entity;
  });
}

/** Elements that end a line of text: their tags become a space, so words on either side stay apart. */
const BLOCK_TAG = /^<\/?(p|br|div|li|ul|ol|h[1-6]|blockquote|tr|td|th|section|article|hr)\b/i;

/**
 * The words of a piece of HTML, whitespace collapsed. Entities are decoded before tags are removed, so escaped
 * markup does not come back as markup either; comments, scripts and styles say nothing.
 */
export function htmlToText(html: string): string {
  return decodeEntities(html)
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<[a-z/!?][^>]*(>|$)/gi, (tag) => (BLOCK_TAG.test(tag) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();
}
