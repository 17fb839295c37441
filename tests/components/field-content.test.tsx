import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from '@/components/blocks/shared/descriptor';
import type { FieldContext } from '@/editor/fields';
import { pageContext, renderField } from './field-test-support';

const makeContext = (componentPath: string) => pageContext([], componentPath);
const field: FieldDescriptor = { kind: 'content', path: 'left', label: 'Left column', level: 'nested' };
const children = [
  { componentType: 'RichText', key: 'a', text: '<p>Hi</p>' },
  { componentType: 'Retired', key: 'b' },
];

function renderContent(value: unknown, context: FieldContext, descriptor: FieldDescriptor = field) {
  renderField(descriptor, value, context);
}

describe('content field', () => {
  it('lists the children by block name, or by componentType when no block has it', () => {
    renderContent(children, makeContext('contents.3'));
    const items = within(screen.getByRole('group', { name: 'Left column' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1. Rich TextEdit', '2. RetiredEdit']);
  });

  it('selects a child by its full path', () => {
    const context = makeContext('contents.3');
    renderContent(children, context);
    fireEvent.click(screen.getByRole('button', { name: 'Edit: 2. Retired' }));
    expect(context.selectComponent).toHaveBeenCalledWith('contents.3.left.1');
  });

  it('adds a component at the end of the list', () => {
    const context = makeContext('contents.3');
    renderContent(children, context);
    fireEvent.click(screen.getByRole('button', { name: 'Add component' }));
    expect(context.addComponent).toHaveBeenCalledWith('contents.3.left', 2);
  });

  it('copes with an empty or missing list and a page-level path', () => {
    const context = makeContext('');
    renderContent(undefined, context, { kind: 'content', path: 'contents', label: 'Page contents', level: 'page', max: 5 });
    expect(screen.getByText('No components yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add component' }));
    expect(context.addComponent).toHaveBeenCalledWith('contents', 0);
  });

  it('disables adding at max', () => {
    renderContent(children, makeContext('contents.3'), { ...field, max: 2 } as FieldDescriptor);
    expect((screen.getByRole('button', { name: 'Add component' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
