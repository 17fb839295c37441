// A cached page's HTML with its characters above U+00FF escaped: the page a browser builds from it must be the
// very same, its markup, its styles and React's data for the browser alike.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type * as OneByteModule from '@/lib/cache/one-byte-html.cjs';
import { reactDataOf } from '../support/react-data';

const { oneByteHtml } = createRequire(import.meta.url)('../../lib/cache/one-byte-html.cjs') as typeof OneByteModule;

const words = 'You don’t have to face it alone — “together”, in Ŵales too 😀';
const jsonLd = JSON.stringify({ '@type': 'Organization', name: words });
// React's data as Next writes it: a JSON string in a script, with '<' and '&' escaped and a backslash in the text.
const flight = `self.__next_f.push([1,${JSON.stringify(`0:["$","h1",null,{"children":"${words} a\\\\’b"}]\n`).replace(/</g, '\\u003c')}])`;
// About 85 kB of plain text, as on a real page: its few escapes add far less than 2 % to it.
const filler = `<p>${'Support is here when you need it. '.repeat(2500)}</p>`;

const page = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"/><title>${words}</title>
<meta name="description" content="${words}"/><style>.quote:before{content:"“"}.dash:after{content:'−'}</style>
<style data-precedence="block" data-href="/blocks/quote→.css">.smile:after{content:"😀"}</style>
<script type="application/ld+json">${jsonLd}</script></head>
<body><main><h1 class="title">${words}</h1><img alt="${words}" src="/x.png"/><button aria-label="Text size −">A−</button>
<textarea name="message">${words}</textarea>${filler}<p>Take 5 μg a day. Ÿ ſ \u212a \u212b ẞ Μ</p><style-guide>It’s a custom element</style-guide><noscript><p>${words}</p></noscript></main>
<script>self.__next_f=self.__next_f||[]</script><script>${flight}</script>
<script id="data→">self.__next_f.push([2,"</scripts→ is not the end of a script"])</script></body></html>`;

/** What a browser makes of a page: its text, attributes, style rules, JSON-LD and React's data. */
function reading(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const pushed = reactDataOf([...document.querySelectorAll('script:not([type])')].map((script) => script.textContent ?? ''));
  // A sheet is read in a document shown in a window (jsdom reads none in a parsed one).
  const styles = [...document.querySelectorAll('style')].flatMap((parsed) => {
    const style = window.document.createElement('style');
    style.textContent = parsed.textContent;
    window.document.head.append(style);
    const contents = [...(style.sheet?.cssRules ?? [])].map((rule) => (rule as CSSStyleRule).style.getPropertyValue('content'));
    style.remove();
    return contents;
  });
  return {
    title: document.title,
    main: document.querySelector('main')?.innerHTML.replace(/<noscript>[\s\S]*<\/noscript>/, ''),
    noscript: document.querySelector('noscript')?.textContent,
    attributes: [...document.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`)),
    textarea: (document.querySelector('textarea') as HTMLTextAreaElement).value,
    styles,
    jsonLd: JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null'),
    pushed,
  };
}

const wide = (text: string) => text.match(/[^\x00-\xff]/gu) ?? [];

describe('oneByteHtml', () => {
  it('escapes every character above U+00FF, and the browser reads back the same page', () => {
    const escaped = oneByteHtml(page);
    expect(wide(page).length).toBeGreaterThan(20);
    expect(wide(escaped)).toEqual([]);
    expect(reading(escaped)).toEqual(reading(page));
    // Each kind of place gets the escape that place reads back.
    expect(escaped).toContain('<h1 class="title">You don&#8217;t have to face it alone &#8212; &#8220;together&#8221;, in &#372;ales too &#128512;</h1>');
    expect(escaped).toContain('.quote:before{content:"\\201c "}');
    expect(escaped).toContain('"name":"You don\\u2019t have to face it alone');
    expect(escaped).toContain('too \\ud83d\\ude00');
    // Characters that Unicode case folding would take for Latin-1 letters ('μ' for 'µ', 'ſ' for 's') are escaped too.
    expect(escaped).toContain('Take 5 &#956;g a day. &#376; &#383; &#8490; &#8491; &#7838; &#924;');
    // An attribute of a style's or a script's start tag is markup; an emoji in a style sheet is one CSS escape.
    expect(escaped).toContain('<style data-precedence="block" data-href="/blocks/quote&#8594;.css">.smile:after{content:"\\1f600 "}</style>');
    expect(escaped).toContain('<script id="data&#8594;">self.__next_f.push([2,"</scripts\\u2192 is not the end');
    expect(escaped).toContain('<style-guide>It&#8217;s a custom element</style-guide>');
    expect(reading(escaped).pushed).toEqual([
      [1, `0:["$","h1",null,{"children":"${words} a\\\\’b"}]\n`],
      [2, '</scripts→ is not the end of a script'],
    ]);
  });

  it('keeps Latin-1 characters as they are, and a page without wider ones is the same string', () => {
    const latin = `<html><body><p>Café, £5, 10 °C, naïve</p>${filler}</body></html>`;
    expect(oneByteHtml(latin)).toBe(latin);
  });

  it('leaves a page mostly in another alphabet as it was: escaping it would make it much larger', () => {
    const greek = `<html><body><p>${'Είμαστε εδώ για εσάς. '.repeat(200)}</p>${filler}</body></html>`;
    expect(oneByteHtml(greek)).toBe(greek);
  });
});
