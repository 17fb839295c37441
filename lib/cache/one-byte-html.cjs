// @ts-check
// A cached page's HTML kept as a one-byte string, so that serving it does not cost a large allocation each time.
//
// Next answers a cached page with `res.end(html)`, and Node writes the response's header and that string as one
// string (`header + html`), which V8 copies flat before encoding it. A string holding any character above U+00FF
// takes two bytes a character, so a page of more than 65,536 characters then needs a copy of more than 128 kB:
// V8 puts each such copy in a block of memory of its own, mapped and unmapped every time. Measured on /about
// (80,000 characters, one '−' and four '’' among them), that copy was a fifth of the page's server time, and
// it stopped at once when those few characters were written as references (npm run bench).
//
// So, once per render, the characters above U+00FF are written as what the browser reads back as the same
// characters: numeric character references in the markup (a script's or style's start tag included), \u escapes
// in the text of scripts (React's data for the browser is a script, and so is any JSON-LD), CSS escapes in the text
// of style sheets. The page the browser builds is the same, to the character. A page mostly in another alphabet
// would grow too much for it: it is left as it was.
'use strict';

/** The most a page may grow, in UTF-8 bytes, for the sake of a one-byte copy (a page of 80 kB: 1.6 kB). */
const MOST_GROWTH = 0.02;

const HAS_WIDE = /[^\x00-\xff]/;
// One character above U+00FF: a whole code point (a character reference or a CSS escape names it once), or one
// UTF-16 unit (a JavaScript escape names each half of a pair). No 'i' flag: with 'u', case folding would let
// characters such as 'μ' or 'ſ' pass for Latin-1 letters.
const WIDE_CHARACTER = /[^\x00-\xff]/gu;
const WIDE_UNIT = /[^\x00-\xff]/g;
// A script or style element (its start tag, then its text: raw text, where no character reference is read), or one
// wide character of the markup. React writes tag names in lower case and escapes '<' in text and attributes, and
// Next writes its data for the browser with '<' escaped, so no '</script' or '</style' hides inside.
const RAW_TEXT_OR_WIDE = /(<(script|style)(?=[\s/>])[^>]*>)([\s\S]*?)(?=<\/\2[\s/>])|[^\x00-\xff]/gu;

/** @param {string} character */
const markupEscape = (character) => `&#${character.codePointAt(0)};`;
/** @param {string} unit one UTF-16 unit */
const scriptEscape = (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;
/** @param {string} character */
const styleEscape = (character) => `\\${(character.codePointAt(0) ?? 0).toString(16)} `;

/**
 * @param {string} match
 * @param {string | undefined} startTag
 * @param {string | undefined} tag
 * @param {string | undefined} text
 */
function escapeMatch(match, startTag, tag, text) {
  if (startTag === undefined || tag === undefined || text === undefined) return markupEscape(match);
  if (!HAS_WIDE.test(match)) return match;
  const rawText = tag === 'style' ? text.replace(WIDE_CHARACTER, styleEscape) : text.replace(WIDE_UNIT, scriptEscape);
  return startTag.replace(WIDE_CHARACTER, markupEscape) + rawText;
}

/**
 * `html` with its characters above U+00FF escaped, as a one-byte string; `html` itself when it has none, or when
 * escaping them would make the page more than 2 % larger.
 * @param {string} html
 * @returns {string}
 */
function oneByteHtml(html) {
  if (!HAS_WIDE.test(html)) return html;
  const escaped = html.replace(RAW_TEXT_OR_WIDE, escapeMatch);
  // A wide character left (none should be) would lose its high byte below: better the page as it was.
  if (HAS_WIDE.test(escaped) || Buffer.byteLength(escaped) > Buffer.byteLength(html) * (1 + MOST_GROWTH)) return html;
  // Made of one-byte parts or not, the result of replace() is stored as wide as its source: copying it through
  // Latin-1 gives V8 a one-byte string (every character is now below U+0100).
  return Buffer.from(escaped, 'latin1').toString('latin1');
}

module.exports = { oneByteHtml };
