// Warning: a link whose whole text says nothing about where it leads ('click here', 'read more'). Screen-reader
// users often list a page's links out of context, where ten 'read more's cannot be told apart.
import type { PublishRule } from './types';
import { isRichText, richTextAnchors, visitPage, where } from './walk';

const vagueTexts = new Set(['click here', 'here', 'read more', 'more', 'learn more', 'link']);

/** Lower case, punctuation dropped, spaces collapsed: 'Read more…' and 'read  more' are the same text. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

export const isVagueLinkText = (text: string) => vagueTexts.has(plain(text));

const message = (text: string, place: string) =>
  `The link text '${text.trim()}' in ${place} does not say where the link leads. Use words that make sense on their own, such as the page's name.`;

export const vagueLinkText: PublishRule = ({ page }) => {
  const problems: ReturnType<PublishRule> = [];
  visitPage(page, ({ value, path, block }) => {
    if (isRichText(value)) {
      for (const anchor of richTextAnchors(value.text)) {
        if (anchor.href && isVagueLinkText(anchor.text)) problems.push({ rule: 'vague-link-text', severity: 'warning', message: message(anchor.text, where(block)), path: `${path}.text` });
      }
      return;
    }
    // A link field (or a caption): shown only once it leads somewhere.
    if (typeof value.href === 'string' && value.href.trim() && typeof value.text === 'string' && isVagueLinkText(value.text)) {
      problems.push({ rule: 'vague-link-text', severity: 'warning', message: message(value.text, where(block)), path });
    }
  });
  return problems;
};
