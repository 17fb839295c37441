import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Component } from '@/lib/content/schemas';
import { RenderContents } from '@/components/blocks/render-contents';

const contents = [
  { componentType: 'Text', key: 'a', text: 'First' },
  { componentType: 'Mystery', key: 'b', text: 'Never shown' },
  { componentType: 'Text', key: 'c', text: 42 },
  { componentType: 'FormattedText', key: 'd', text: 'Third', marginTopSmall: 4, paddingBottomLarge: 6, backgroundColour: { value: 'blue-800' } },
] as unknown as Component[];

describe('RenderContents', () => {
  it('shows each known component, in order, and quietly skips unknown or invalid ones', () => {
    const { container } = render(<RenderContents contents={contents} path="contents" />);
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.getByText('Third')).toBeTruthy();
    expect(screen.queryByText('Never shown')).toBeNull();
    expect(container.querySelectorAll('[data-component]')).toHaveLength(2);
  });

  it('gives every wrapper and editable field its path in the page', () => {
    const { container } = render(<RenderContents contents={contents} path="contents" />);
    const wrappers = Array.from(container.querySelectorAll<HTMLElement>('[data-component]'));
    expect(wrappers.map((w) => w.dataset.component)).toEqual(['contents.0', 'contents.3']);
    expect(screen.getByText('First').dataset.edit).toBe('contents.0.text');
    expect(wrappers[1].querySelector('[data-edit]')?.getAttribute('data-edit')).toBe('contents.3.text');
  });

  it('applies spacing and background colour on the wrapper', () => {
    const { container } = render(<RenderContents contents={contents} path="contents" />);
    const [plain, coloured] = Array.from(container.querySelectorAll('[data-component]'));
    expect(plain.className).toBe('cs-component');
    expect(coloured.className.split(' ')).toEqual(expect.arrayContaining(['cs-mt-4', 'cs-pb-lg-6', 'cs-bg-blue-800']));
    expect(plain.className).not.toContain('cs-bg-');
  });

  it('uses the given prefix for nested lists and survives an empty or broken list', () => {
    const { container } = render(<RenderContents contents={[contents[0]]} path="contents.2.left" />);
    expect(container.querySelector('[data-component]')?.getAttribute('data-component')).toBe('contents.2.left.0');
    expect(() => render(<RenderContents contents={[null, undefined] as unknown as Component[]} path="contents" />)).not.toThrow();
    expect(render(<RenderContents contents={[]} path="contents" />).container.innerHTML).toBe('');
  });
});
