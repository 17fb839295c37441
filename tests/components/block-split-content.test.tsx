// Imported before the registry on purpose: a nested-content block must load first without a cycle error.
import * as splitContent from '@/components/blocks/split-content';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockProps } from './block-props';

const parse = (fields: object = {}) => splitContent.schema.parse({ componentType: 'SplitContent', key: 's1', ...fields });
const text = (key: string, value: string) => ({ componentType: 'Text', key, text: value });

describe('SplitContent schema', () => {
  it('fills in every field with its default', () => {
    expect(parse()).toMatchObject({
      left: [],
      right: [],
      width: 6,
      gap: 2,
      usePixelGap: false,
      reverse: { desktop: false, mobile: false },
      matchHeight: false,
    });
    expect(parse({ reverse: { mobile: true } }).reverse).toEqual({ desktop: false, mobile: true });
  });

  it('clamps widths and gaps into range instead of hiding the columns', () => {
    expect(parse({ width: 11, gap: 6 })).toMatchObject({ width: 10, gap: 5 });
    expect(parse({ width: -2, gap: -1 })).toMatchObject({ width: 0, gap: 0 });
    expect(parse({ width: 4.6 }).width).toBe(5);
  });

  it('keeps its columns when one nested item is broken, in place so the other paths stay right', () => {
    const data = parse({ left: [{ componentType: 'Text' }, text('b', 'Still here')] });
    expect(data.left[0]).toBeNull();
    render(<splitContent.Component data={data} {...blockProps('contents.0')} />);
    expect(screen.getByText('Still here').dataset.edit).toBe('contents.0.left.1.text');
  });

  it('falls back to the default for a value of the wrong type', () => {
    expect(parse({ width: 'wide', gap: null })).toMatchObject({ width: 6, gap: 2 });
  });
});

describe('SplitContent', () => {
  const data = parse({ left: [text('a', 'Left words')], right: [text('b', 'Right words')], width: 4, gap: 3 });

  it('renders both columns with their nested contents and edit paths', () => {
    const { container } = render(<splitContent.Component data={data} {...blockProps('contents.2')} />);
    const [first, second] = Array.from(container.querySelectorAll<HTMLElement>('.cs-split__column'));
    expect(first.dataset.edit).toBe('contents.2.left');
    expect(first.dataset.editKind).toBe('content');
    expect(second.dataset.edit).toBe('contents.2.right');
    expect(screen.getByText('Left words').dataset.edit).toBe('contents.2.left.0.text');
    expect(screen.getByText('Right words').dataset.edit).toBe('contents.2.right.0.text');
  });

  it('sets the width and gap classes, on the gutter or the pixel scale', () => {
    const root = render(<splitContent.Component data={data} {...blockProps('c.0')} />).container.firstElementChild!;
    expect(root.className.split(' ')).toEqual(expect.arrayContaining(['cs-split', 'cs-split--width-4', 'cs-split--gap-3']));
    const pixel = render(<splitContent.Component data={parse({ gap: 5, usePixelGap: true })} {...blockProps('c.1')} />).container.firstElementChild!;
    expect(pixel.className).toContain('cs-split--px-gap-5');
    expect(pixel.className).not.toContain('cs-split--gap-');
  });

  it('puts the right column first in the DOM only when reversed on mobile; desktop reversal is CSS only', () => {
    const order = (fields: object) =>
      Array.from(render(<splitContent.Component data={parse({ ...fields, left: [text('a', 'L')], right: [text('b', 'R')] })} {...blockProps('c')} />)
        .container.querySelectorAll('.cs-split__column'))
        .map((column) => column.textContent);
    expect(order({})).toEqual(['L', 'R']);
    expect(order({ reverse: { mobile: true } })).toEqual(['R', 'L']);
    expect(order({ reverse: { desktop: true } })).toEqual(['L', 'R']);
  });

  it('marks desktop reversal, width 0 and matched heights with classes', () => {
    const root = render(<splitContent.Component data={parse({ width: 0, reverse: { desktop: true }, matchHeight: true })} {...blockProps('c')} />)
      .container.firstElementChild!;
    expect(root.className.split(' ')).toEqual(
      expect.arrayContaining(['cs-split--width-0', 'cs-split--reverse-desktop', 'cs-split--match-height']),
    );
  });
});
