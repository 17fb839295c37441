/** Marks parts of the page that reading aloud skips (the Listen button, screen-reader-only hints). */
export const skipReadingSelector =
  'script, style, template, [hidden], [aria-hidden="true"], [data-read-aloud="skip"], .cs-visually-hidden';

const blockTags = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BR', 'DD', 'DIV', 'DL', 'DT', 'FIGCAPTION', 'FIGURE',
  'FOOTER', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'LI', 'NAV', 'OL', 'P', 'SECTION', 'TD', 'TH', 'TR', 'UL',
]);

/**
 * The words a sighted visitor sees in `root`, with a line break after each block so that
 * headings and paragraphs are spoken as separate sentences instead of running together.
 */
export function readableText(root: Element): string {
  const pieces: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) pieces.push(node.textContent ?? '');
    if (node.nodeType !== Node.ELEMENT_NODE || (node as Element).matches(skipReadingSelector)) return;
    node.childNodes.forEach(visit);
    if (blockTags.has((node as Element).tagName)) pieces.push('\n');
  };
  root.childNodes.forEach(visit);
  return pieces
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Splits text into utterances of at most `maxLength` characters at sentence or word breaks.
 * Some browsers stop speaking one long utterance part-way, so a page is queued in pieces.
 */
export function speechChunks(text: string, maxLength = 220): string[] {
  // A heading or list item has no full stop, but needs the pause of one when spoken.
  const sentences = text
    .split(/\n+|(?<=[.!?])\s+/)
    .filter(Boolean)
    .map((sentence) => (/[.!?:;,]$/.test(sentence) ? sentence : `${sentence}.`));
  const chunks: string[] = [];
  let current = '';
  const push = (piece: string) => {
    if (current && (current + ' ' + piece).length > maxLength) {
      chunks.push(current);
      current = piece;
    } else current = current ? `${current} ${piece}` : piece;
  };
  for (const sentence of sentences) {
    if (sentence.length <= maxLength) push(sentence);
    else sentence.split(' ').forEach(push);
  }
  if (current) chunks.push(current);
  return chunks;
}
