import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderContents } from '@/components/blocks/render-contents';
import { blocks } from '@/components/blocks/registry';
import type { FieldDescriptor } from '@/components/blocks/shared/descriptor';
import { imagePlaceholder, textPlaceholder } from '@/components/blocks/shared/edit-placeholder';
import { PageView } from '@/components/page/page-view';
import { getAtPath } from '@/lib/content/value-at-path';
import { blankHeader, emptyComponent } from './block-samples';
import { link } from './fixtures';

/** Every field with its full path, descending into the first item of each list. */
function* walk(fields: readonly FieldDescriptor[], prefix: string): Generator<{ path: string; field: FieldDescriptor }> {
  for (const field of fields) {
    const path = field.path ? `${prefix}.${field.path}` : prefix;
    yield { path, field };
    if (field.kind === 'list') yield* walk(field.item, `${path}.0`);
  }
}

const placeholderOf: Partial<Record<FieldDescriptor['kind'], string>> = {
  text: textPlaceholder,
  formattedText: textPlaceholder,
  richText: textPlaceholder,
  link: textPlaceholder,
  mapAddress: textPlaceholder,
  image: imagePlaceholder,
};
const shownAlone = new Set<FieldDescriptor['kind']>([...(Object.keys(placeholderOf) as FieldDescriptor['kind'][]), 'list', 'content', 'illustration', 'video']);

const edited = (container: HTMLElement, path: string) => container.querySelector<HTMLElement>(`[data-edit="${path}"]`);

describe.each(blocks.map((block) => [block.componentType, block] as const))('%s with every value empty', (type, block) => {
  const component = emptyComponent(type, 'k', block.descriptor.fields);

  it('while editing, still shows an element to click for every value, with a placeholder where it holds words', () => {
    const { container } = render(<RenderContents contents={[component]} path="contents" editing />);
    for (const { path, field } of walk(block.descriptor.fields, 'contents.0')) {
      if (!shownAlone.has(field.kind)) continue;
      const element = edited(container, path);
      expect(element, `${type}: ${path}`).toBeTruthy();
      expect(element!.closest('[hidden]'), `${type}: ${path} is hidden`).toBeNull();
      const placeholder = placeholderOf[field.kind];
      // A text with a default of its own (SPEC.md §9 'Send enquiry') shows that default, not a placeholder.
      const shown = getAtPath({ contents: [component] }, path);
      const hasDefault = typeof shown === 'string' && shown.trim() !== '';
      if (placeholder && !hasDefault) expect(element!.textContent, `${type}: ${path}`).toContain(placeholder);
      // An unfinished link is not a link: no <a> without somewhere to go.
      if (field.kind === 'link') expect(element!.tagName).not.toBe('A');
      if (field.kind === 'content') expect(element!.classList.contains('cs-edit-empty'), `${type}: ${path}`).toBe(true);
      if (field.kind === 'list') expect(element!.dataset.editKind).toBe('list');
    }
  });

  it('shows visitors no placeholder at all', () => {
    const { container } = render(<RenderContents contents={[component]} path="contents" />);
    expect(container.textContent).not.toMatch(/Insert Text Here|Choose an/);
    expect(container.querySelector('.cs-edit-placeholder, .cs-edit-empty, .cs-edit-image-placeholder')).toBeNull();
  });
});

describe('an empty page while editing', () => {
  const page = { headerType: 'FullWidthImageCustomHeader' as const, header: { ...blankHeader }, contents: [] };

  it('shows placeholders for the header texts and image, the quick links list, and an empty contents list to click', () => {
    const { container } = render(<PageView page={page} editing />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(textPlaceholder);
    expect(edited(container, 'header.description')?.textContent).toBe(textPlaceholder);
    expect(edited(container, 'header.image')?.textContent).toBe(imagePlaceholder);
    const quickLinks = edited(container, 'header.quickLinks')!;
    expect(quickLinks.dataset.editKind).toBe('list');
    expect(quickLinks.classList.contains('cs-edit-empty')).toBe(true);
    const contents = edited(container, 'contents')!;
    expect(contents.dataset.editKind).toBe('content');
    expect(contents.classList.contains('cs-edit-empty')).toBe(true);
  });

  it('shows an unfinished quick link as a placeholder, not as a link', () => {
    const { container } = render(<PageView page={{ ...page, header: { ...blankHeader, quickLinks: [link('', '')] } }} editing />);
    const unfinished = edited(container, 'header.quickLinks.0')!;
    expect(unfinished.tagName).toBe('SPAN');
    expect(unfinished.textContent).toBe(textPlaceholder);
    expect(within(container).queryAllByRole('link')).toHaveLength(0);
  });

  it('is, for visitors, a header with empty texts and a marked contents list, without any placeholder', () => {
    const { container } = render(<PageView page={page} />);
    expect(container.textContent).not.toContain(textPlaceholder);
    expect(edited(container, 'header.quickLinks')).toBeNull();
    expect(edited(container, 'header.image')).toBeNull();
    const contents = edited(container, 'contents')!;
    expect(contents.className).toBe('cs-container cs-page-contents');
    expect(contents.dataset.editKind).toBe('content');
  });
});
