import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Component } from '@/lib/content/schemas';
import { blocks } from '@/components/blocks/registry';
import { contentRenderer, RenderContents } from '@/components/blocks/render-contents';

const mine = [
  'SplitContent', 'GenericPage', 'EmergencyContact', 'IconList', 'ButtonCta', 'ListAccordion',
  'ExpandableDetails', 'Quote', 'ContentPanel', 'TitledArea', 'IllustratedFocusArea',
];

const visitor = { editing: false, renderContents: contentRenderer(false) };

describe('every registered block', () => {
  it('includes the layout and content blocks', () => {
    const types = blocks.map((block) => block.componentType);
    expect(types).toEqual(expect.arrayContaining(mine));
    expect(new Set(types).size).toBe(types.length);
  });

  it.each(blocks.map((block) => [block.componentType, block] as const))(
    '%s parses its own defaults and renders them without crashing',
    (componentType, block) => {
      const parsed = block.schema.parse({ componentType, key: 'k1' });
      expect(parsed.componentType).toBe(componentType);
      expect(block.schema.parse(parsed)).toEqual(parsed);
      const prepared = block.prepare({ componentType, key: 'k1' }, 'contents.0', visitor);
      expect(prepared).not.toBeNull();
      expect(() => render(prepared!.element)).not.toThrow();
      expect(block.prepare({ componentType: `${componentType}X`, key: 'k1' }, 'c', visitor)).toBeNull();
    },
  );

  it('render nested in one another, with each path extending its parent', () => {
    const page = [
      {
        componentType: 'TitledArea', key: 'a', title: 'Outer',
        contents: [
          {
            componentType: 'SplitContent', key: 'b',
            left: [{ componentType: 'ContentPanel', key: 'c', contents: [{ componentType: 'Quote', key: 'd', quote: 'Deep' }] }],
            right: [{ componentType: 'IconList', key: 'e', items: [{ text: 'Tick' }] }],
          },
        ],
      },
    ] as Component[];
    const { getByText } = render(<RenderContents contents={page} path="contents" />);
    expect(getByText('Deep').closest('[data-edit]')?.getAttribute('data-edit')).toBe(
      'contents.0.contents.0.left.0.contents.0.quote',
    );
    expect(getByText('Tick').dataset.edit).toBe('contents.0.contents.0.right.0.items.0.text');
  });
});
