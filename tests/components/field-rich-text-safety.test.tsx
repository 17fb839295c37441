import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/content/rich-text';
import {
  allRichTextTools as allTools,
  lastHtml,
  renderRichText,
  richTextBody as field,
  stubLayoutForProseMirror,
  toolNames,
} from './field-test-support';

beforeAll(stubLayoutForProseMirror);
const paste = (box: HTMLElement, html: string) =>
  fireEvent.paste(box, { clipboardData: { getData: (type: string) => (type === 'text/html' ? html : ''), types: ['text/html'] } });

describe('rich text pasting', () => {
  it('drops scripts, handlers and unsafe links from pasted HTML', async () => {
    const { box, onChange } = await renderRichText('');
    paste(
      box,
      '<h1 onclick="steal()">Title</h1><p style="color:red">Hi <a href="javascript:alert(1)" onclick="steal()">there</a></p>' +
        '<script>alert(1)</script><p><a href="https://ok.example/" class="x" rel="nofollow" title="t" onmouseover="steal()">ok</a>' +
        '<img src="x" onerror="steal()"></p><pre><code>code()</code></pre>',
    );
    const html = lastHtml(onChange);
    expect(html).not.toMatch(/script|onclick|onmouseover|onerror|javascript:|<img|style=|class=|<code|<pre|<h1/i);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="https://ok.example/">ok</a>');
    expect(sanitizeRichText(html)).toBe(html);
  });

});

describe('rich text hide flags', () => {
  it.each([
    [{ style: true }, ['Bold', 'Italic', 'Underline', 'Strike']],
    [{ headers: true }, ['Heading 2', 'Heading 3', 'Heading 4']],
    [{ lists: true }, ['Bullet list', 'Numbered list']],
    [{ links: true }, ['Link', 'Remove link', 'Insert crisis contact']],
  ])('%j removes its buttons', async (hide, removed) => {
    await renderRichText('<p>x</p>', { ...field, hide });
    expect(toolNames()).toEqual(allTools.filter((tool) => !removed.includes(tool)));
  });

  it('menu removes the toolbar', async () => {
    await renderRichText('<p>x</p>', { ...field, hide: { menu: true } });
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('drops pasted content of the hidden kinds', async () => {
    const { box, onChange } = await renderRichText('', { ...field, hide: { style: true, headers: true, lists: true, links: true } });
    paste(box, '<h2>Head</h2><p><strong>Bold</strong> <a href="https://example.org">link</a></p><ul><li>One</li></ul>');
    expect(lastHtml(onChange)).toBe('<p>Head</p><p>Bold link</p><p>One</p>');
  });
});
