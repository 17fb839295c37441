import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDescriptor, ListField } from '@/components/blocks/shared/descriptor';
import { pageContext, renderField } from './field-test-support';

const makeContext = () => pageContext([], 'contents.4');

const slides: ListField = {
  kind: 'list',
  path: 'items',
  label: 'Testimonials',
  itemLabel: 'Item',
  itemTitle: 'quoteBy',
  max: 3,
  item: [
    { kind: 'text', path: 'quote', label: 'Quote', multiline: true },
    { kind: 'text', path: 'quoteBy', label: 'Quote by' },
  ],
  newItem: () => ({ quote: '', quoteBy: '' }),
};
const items = [
  { quote: 'Kind and quick.', quoteBy: 'Sam' },
  { quote: 'They listened.', quoteBy: '' },
];

const renderList = (value: unknown, field: FieldDescriptor = slides, context = makeContext()) => renderField(field, value, context).onChange;

describe('list field', () => {
  afterEach(() => vi.restoreAllMocks());

  it('titles items by itemTitle, or by the item label and number', () => {
    renderList(items);
    const list = within(screen.getByRole('group', { name: 'Testimonials' })).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Sam' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Item 2' })).toBeTruthy();
  });

  it('opens an item to edit its fields, which change that item only', () => {
    const onChange = renderList(items);
    fireEvent.click(screen.getByRole('button', { name: 'Item 2' }));
    fireEvent.change(screen.getByLabelText('Quote by'), { target: { value: 'Alex' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([items[0], { quote: 'They listened.', quoteBy: 'Alex' }]);
  });

  it('adds a new item in one change, and not past max', () => {
    const onChange = renderList(items);
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([...items, { quote: '', quoteBy: '' }]);
  });

  it('disables adding at max', () => {
    renderList([...items, { quote: 'c', quoteBy: 'C' }]);
    expect((screen.getByRole('button', { name: 'Add item' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves items up and down in one change each', () => {
    const onChange = renderList(items);
    expect((screen.getByRole('button', { name: 'Move up: Sam' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Sam' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith([items[1], items[0]]);
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Item 2' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith([items[1], items[0]]);
  });

  it('removes an item only after confirmation, in one change', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const onChange = renderList(items);
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Sam' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Sam' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([items[1]]);
  });

  it('gives item fields a context at the item, so nested content lists get full paths', () => {
    const context = makeContext();
    const accordion: ListField = { ...slides, itemTitle: undefined, item: [{ kind: 'content', path: 'contents', label: 'Contents', level: 'nested' }], newItem: () => ({ contents: [] }) };
    renderList([{ contents: [] }], accordion, context);
    fireEvent.click(screen.getByRole('button', { name: 'Item 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add component' }));
    expect(context.addComponent).toHaveBeenCalledWith('contents.4.items.0.contents', 0);
  });
});

describe('list field drag and drop', () => {
  const realRect = Element.prototype.getBoundingClientRect;
  beforeEach(() => {
    // jsdom lays nothing out: list items get stacked 60px rows so the keyboard sensor can find neighbours.
    Element.prototype.getBoundingClientRect = function rect(this: Element) {
      const row = this.tagName === 'LI' && this.parentElement ? [...this.parentElement.children].indexOf(this) : -1;
      const top = row < 0 ? 0 : row * 60;
      const height = row < 0 ? 0 : 50;
      return { x: 0, y: top, top, left: 0, width: 300, height, right: 300, bottom: top + height, toJSON: () => ({}) } as DOMRect;
    };
  });
  afterEach(() => {
    Element.prototype.getBoundingClientRect = realRect;
  });

  const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  it('reorders with the keyboard in one change', async () => {
    const onChange = renderList([...items, { quote: 'Third', quoteBy: 'Kim' }]);
    const handle = screen.getByRole('button', { name: 'Drag: Sam' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await tick();
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await tick();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await tick();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([items[1], items[0], { quote: 'Third', quoteBy: 'Kim' }]);
  });
});
