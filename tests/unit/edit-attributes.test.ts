// vitest-isolate: turns on the module-wide switch of edit-attributes.ts, which other files must find off.
// A visitor's page says nothing of the editor: the elements that show a value are marked with its place in the
// page document only once the editor runs in the page (its selection finds them by that mark).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderContents } from '@/components/blocks/render-contents';
import { showEditAttributes } from '@/components/blocks/shared/edit-attributes';
import type { Component } from '@/lib/content/schemas';

const contents = [
  { componentType: 'Text', key: 'a', text: 'Talk to us any time' },
  { componentType: 'ButtonCta', key: 'b', link: { type: 'page', href: 'contact', text: 'Contact us' } },
] as unknown as Component[];
const render = () => renderToStaticMarkup(createElement(RenderContents, { contents, path: 'contents' }));

describe('editAttributes', () => {
  it('marks nothing in a visitor’s page, and every value once the editor runs', () => {
    const visitor = render();
    expect(visitor).toContain('Talk to us any time');
    expect(visitor).toContain('Contact us');
    expect(visitor).not.toContain('data-edit');
    expect(visitor).not.toContain('data-component');

    showEditAttributes();
    const editor = render();
    expect(editor).toContain('data-component="contents.0"');
    expect(editor).toContain('data-edit="contents.0.text" data-edit-kind="text"');
    expect(editor).toContain('data-edit="contents.1.link" data-edit-kind="link"');
  });
});
