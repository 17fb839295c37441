import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RichTextField } from '@/components/blocks/shared/descriptor';
import { sanitizeRichText } from '@/lib/content/rich-text';
import { PageSchema } from '@/lib/content/schemas';
import { FieldEditor, type FieldContext } from '@/editor/fields';

beforeAll(() => {
  // jsdom has no layout; ProseMirror asks for positions when it scrolls the selection into view.
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  const rects = () => Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect;
  Range.prototype.getClientRects = rects;
  document.elementFromPoint = () => null;
});

const context: FieldContext = {
  domainId: 'd1',
  page: PageSchema.parse({ _id: 'p1', domainId: 'd1', slug: 'about' }),
  componentPath: 'contents.0',
  selectComponent: vi.fn(),
  addComponent: vi.fn(),
};
const field: RichTextField = { kind: 'richText', path: 'text', label: 'Body' };

async function renderRichText(value: string, descriptor: RichTextField = field) {
  const onChange = vi.fn();
  const view = render(<FieldEditor id="f1" field={descriptor} value={value} onChange={onChange} context={context} />);
  const box = await screen.findByRole('textbox', { name: descriptor.label });
  const rerender = (next: string) => view.rerender(<FieldEditor id="f1" field={descriptor} value={next} onChange={onChange} context={context} />);
  return { onChange, box, rerender };
}
const paste = (box: HTMLElement, html: string) =>
  fireEvent.paste(box, { clipboardData: { getData: (type: string) => (type === 'text/html' ? html : ''), types: ['text/html'] } });
const lastHtml = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0] as string;
const allTools = ['Bold', 'Italic', 'Underline', 'Strike', 'Heading 2', 'Heading 3', 'Heading 4', 'Bullet list', 'Numbered list', 'Quote', 'Link', 'Remove link'];
const toolNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

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
    [{ links: true }, ['Link', 'Remove link']],
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
