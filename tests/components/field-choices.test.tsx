import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from '@/components/blocks/shared/descriptor';
import { colourChoices } from '@/lib/content/schemas';
import { colourHex, contrastRatio, fontColourFor, pageBackground } from '@/editor/fields/font-colour';
import { renderField } from './field-test-support';

describe('fontColourFor', () => {
  it.each(colourChoices)('keeps %s text at 4.5:1 or more', (colour) => {
    expect(contrastRatio(colourHex[colour], fontColourFor(colour))).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the background colours of styles/tokens.css and agrees with its text colours', () => {
    const css = readFileSync(path.resolve(__dirname, '../../styles/tokens.css'), 'utf8');
    const token = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1].trim();
    for (const colour of colourChoices.filter((choice) => choice !== 'transparent')) {
      expect(colourHex[colour], colour).toBe(token(`cs-colour-${colour}-bg`));
      expect(fontColourFor(colour), colour).toBe(token(`cs-colour-${colour}-fg`));
    }
    // Transparent shows the page behind it.
    expect(colourHex.transparent).toBe(token('cs-page-bg'));
    expect(pageBackground).toBe(token('cs-page-bg'));
  });
});

describe('colour field', () => {
  const component: FieldDescriptor = { kind: 'colour', path: 'backgroundColour', label: 'Background colour', shape: 'component' };

  it('offers no colour and the twelve colours by name, with the stored one checked', () => {
    renderField(component, { value: 'teal-300', fontColour: '#1f1a2e' });
    const group = screen.getByRole('group', { name: 'Background colour' });
    expect(within(group).getAllByRole('radio')).toHaveLength(13);
    expect((screen.getByLabelText('Teal 300') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('No colour')).toBeTruthy();
  });

  it('stores a component colour with a readable font colour', () => {
    const { onChange } = renderField(component, undefined);
    expect((screen.getByLabelText('No colour') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Purple 950'));
    expect(onChange).toHaveBeenCalledWith({ value: 'purple-950', fontColour: '#ffffff' });
  });

  it('stores the plain name, and undefined for no colour', () => {
    const { onChange } = renderField({ kind: 'colour', path: 'header.backgroundColour', label: 'Header colour', shape: 'plain' }, 'blue-200');
    expect((screen.getByLabelText('Blue 200') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Orange 500'));
    expect(onChange).toHaveBeenLastCalledWith('orange-500');
    fireEvent.click(screen.getByLabelText('No colour'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('limits the offer to the field choices', () => {
    renderField({ ...component, choices: ['white', 'pink-50'] }, undefined);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['none', 'white', 'pink-50']);
  });
});

describe('illustration field', () => {
  const field: FieldDescriptor = { kind: 'illustration', path: 'illustration', label: 'Illustration' };

  it('shows the nine illustrations with their drawings and names', () => {
    renderField(field, 'None');
    const radios = within(screen.getByRole('group', { name: 'Illustration' })).getAllByRole('radio');
    expect(radios).toHaveLength(9);
    expect((screen.getByLabelText('None') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Volunteer').closest('label')?.querySelector('svg')).not.toBeNull();
  });

  it('sends the chosen name', () => {
    const { onChange } = renderField(field, 'tree');
    fireEvent.click(screen.getByLabelText('Donation'));
    expect(onChange).toHaveBeenCalledWith('donation');
  });
});
