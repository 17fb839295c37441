import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDescriptor, FieldKind } from '@/components/blocks/shared/descriptor';
import { fieldEditors } from '@/editor/fields';
import { renderField } from './field-test-support';

describe('fieldEditors', () => {
  it('has an editor for every kind', () => {
    const kinds: FieldKind[] = ['text', 'formattedText', 'richText', 'number', 'checkbox', 'select', 'date', 'image', 'freeformImage', 'link', 'list', 'content', 'colour', 'illustration', 'video', 'mapAddress', 'splitLayout', 'spacing', 'formField', 'stringList', 'successEmail', 'tagFilter', 'hubBaseFilters', 'crisisContact'];
    expect(Object.keys(fieldEditors).sort()).toEqual([...kinds].sort());
  });
});

describe('text field', () => {
  it('sends every keystroke and counts against maxLength', () => {
    const { onChange } = renderField({ kind: 'text', path: 'title', label: 'Title', maxLength: 40 }, 'Hello');
    const input = screen.getByLabelText('Title') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.maxLength).toBe(40);
    expect(screen.getByText('5 of 40 characters')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Hello!' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('Hello!');
  });

  it('is a textarea when multiline, and copes with a value of the wrong type', () => {
    const { onChange } = renderField({ kind: 'text', path: 'text', label: 'Text', multiline: true }, 42);
    const area = screen.getByLabelText('Text') as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.value).toBe('');
    fireEvent.change(area, { target: { value: 'Line one\nLine two' } });
    expect(onChange).toHaveBeenCalledWith('Line one\nLine two');
  });

  it('keeps an Anchor id a valid link fragment as it is typed', () => {
    const { onChange } = renderField({ kind: 'text', path: 'id', label: 'Anchor id', format: 'anchorId' }, 'first');
    fireEvent.change(screen.getByLabelText('Anchor id'), { target: { value: 'first Editor' } });
    expect(onChange).toHaveBeenLastCalledWith('first-editor');
    fireEvent.change(screen.getByLabelText('Anchor id'), { target: { value: 'first ' } });
    expect(onChange).toHaveBeenLastCalledWith('first-');
  });
});

describe('formatted text field', () => {
  it('explains the markup and sends the text as typed', () => {
    const { onChange } = renderField({ kind: 'formattedText', path: 'text', label: 'Body' }, '## Heading');
    const area = screen.getByLabelText('Body') as HTMLTextAreaElement;
    expect(area.getAttribute('aria-describedby')).toContain('f1-markup');
    expect(screen.getByText(/start a line with '## ' to make it a heading/)).toBeTruthy();
    fireEvent.change(area, { target: { value: '## Heading\n\nA paragraph.' } });
    expect(onChange).toHaveBeenCalledWith('## Heading\n\nA paragraph.');
  });
});

describe('number field', () => {
  const field: FieldDescriptor = { kind: 'number', path: 'limit', label: 'Limit', min: 1, max: 10, step: 1 };
  it('sends numbers with the bounds on the input', () => {
    const { onChange } = renderField(field, 4);
    const input = screen.getByLabelText('Limit') as HTMLInputElement;
    expect([input.min, input.max, input.step, input.value]).toEqual(['1', '10', '1', '4']);
    fireEvent.change(input, { target: { value: '7' } });
    expect(onChange).toHaveBeenLastCalledWith(7);
  });

  it('pulls an out-of-range number back into range on leaving the field', () => {
    const { onChange } = renderField(field, 25);
    fireEvent.blur(screen.getByLabelText('Limit'));
    expect(onChange).toHaveBeenCalledWith(10);
  });
});

describe('checkbox field', () => {
  it('sends the new state', () => {
    const { onChange } = renderField({ kind: 'checkbox', path: 'fullWidth', label: 'Full width' }, false);
    fireEvent.click(screen.getByLabelText('Full width'));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('select field', () => {
  const field: FieldDescriptor = { kind: 'select', path: 'sortBy', label: 'Sort by', options: [{ value: 'date', label: 'Date' }, { value: 'a-z', label: 'Name A-Z' }] };
  it('offers the options and sends the chosen value', () => {
    const { onChange } = renderField(field, 'date');
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Date', 'Name A-Z']);
    fireEvent.change(select, { target: { value: 'a-z' } });
    expect(onChange).toHaveBeenCalledWith('a-z');
  });

  it('shows an unknown stored value as not chosen', () => {
    renderField(field, 'z-a');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('');
  });
});

describe('date field', () => {
  it('stores yyyy-MM-dd and previews it in the site format', () => {
    const { onChange } = renderField({ kind: 'date', path: 'startDate', label: 'Start date' }, '2026-03-05');
    const input = screen.getByLabelText('Start date') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.value).toBe('2026-03-05');
    expect(screen.getByText('Shows as: 5th March 2026')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2026-12-24' } });
    expect(onChange).toHaveBeenCalledWith('2026-12-24');
  });

  it('with time stores an ISO instant and previews day and time', () => {
    const stored = new Date(2026, 2, 5, 14, 30).toISOString();
    const { onChange } = renderField({ kind: 'date', path: 'startDate', label: 'Starts', withTime: true }, stored);
    const input = screen.getByLabelText('Starts') as HTMLInputElement;
    expect(input.type).toBe('datetime-local');
    expect(input.value).toBe('2026-03-05T14:30');
    expect(screen.getByText('Shows as: Thursday 2:30 pm, 5th March 2026')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2026-03-06T09:15' } });
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 2, 6, 9, 15).toISOString());
  });

  it('sends an empty string when cleared', () => {
    const { onChange } = renderField({ kind: 'date', path: 'startDate', label: 'Start date' }, '2026-03-05');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith('');
  });
});
