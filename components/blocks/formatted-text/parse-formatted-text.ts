export type FormattedPart = { kind: 'heading'; text: string } | { kind: 'paragraph'; lines: string[] };

/**
 * Splits plain text into headings and paragraphs. Blank lines end a paragraph; a line starting
 * with '## ' becomes a heading of its own; other single line breaks stay inside the paragraph.
 */
export function parseFormattedText(text: string): FormattedPart[] {
  const parts: FormattedPart[] = [];
  let lines: string[] = [];
  const endParagraph = () => {
    if (lines.length) parts.push({ kind: 'paragraph', lines });
    lines = [];
  };
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) endParagraph();
    else if (line.startsWith('## ')) {
      endParagraph();
      parts.push({ kind: 'heading', text: line.slice(3).trim() });
    } else lines.push(line);
  }
  endParagraph();
  return parts;
}
